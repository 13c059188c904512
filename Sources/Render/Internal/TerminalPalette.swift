/// A colour as red, green and blue, 0–255 each.
struct RGB: Equatable, Hashable, Sendable {
    /// The red component.
    var red: UInt8
    /// The green component.
    var green: UInt8
    /// The blue component.
    var blue: UInt8

    /// The colour as CSS and SVG write it: `#rrggbb`, lower case.
    var hex: String {
        let digits: [Character] = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            text.append(digits[Int(component >> 4)])
            text.append(digits[Int(component & 0xF)])
        }
        return text
    }
}

/// The colours a picture of a canvas draws with: xterm's standard palette, and fixed defaults
/// (dark text on white) for the cells that leave a colour to the terminal.
enum TerminalPalette {
    /// The text colour of a cell without one.
    static let defaultForeground = RGB(red: 0x1c, green: 0x1c, blue: 0x1c)
    /// The background of a cell without one.
    static let defaultBackground = RGB(red: 0xff, green: 0xff, blue: 0xff)

    /// xterm's 16 basic colours: black, red, green, yellow, blue, magenta, cyan, white, then
    /// their bright forms.
    static let basic: [RGB] = [
        RGB(red: 0x00, green: 0x00, blue: 0x00), RGB(red: 0xcd, green: 0x00, blue: 0x00),
        RGB(red: 0x00, green: 0xcd, blue: 0x00), RGB(red: 0xcd, green: 0xcd, blue: 0x00),
        RGB(red: 0x00, green: 0x00, blue: 0xee), RGB(red: 0xcd, green: 0x00, blue: 0xcd),
        RGB(red: 0x00, green: 0xcd, blue: 0xcd), RGB(red: 0xe5, green: 0xe5, blue: 0xe5),
        RGB(red: 0x7f, green: 0x7f, blue: 0x7f), RGB(red: 0xff, green: 0x00, blue: 0x00),
        RGB(red: 0x00, green: 0xff, blue: 0x00), RGB(red: 0xff, green: 0xff, blue: 0x00),
        RGB(red: 0x5c, green: 0x5c, blue: 0xff), RGB(red: 0xff, green: 0x00, blue: 0xff),
        RGB(red: 0x00, green: 0xff, blue: 0xff), RGB(red: 0xff, green: 0xff, blue: 0xff),
    ]

    /// xterm's 256 colours: the 16 basic ones, a 6×6×6 cube (levels 0, 95, 135, 175, 215, 255)
    /// and 24 greys (8 to 238 in steps of 10).
    static let extended: [RGB] = {
        var colors = basic
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        for red in levels {
            for green in levels {
                for blue in levels { colors.append(RGB(red: red, green: green, blue: blue)) }
            }
        }
        for step in 0..<24 {
            let grey = UInt8(8 + 10 * step)
            colors.append(RGB(red: grey, green: grey, blue: grey))
        }
        return colors
    }()

    /// The colour a terminal colour stands for; a basic colour past 15 is read modulo 16.
    static func rgb(_ color: TerminalColor) -> RGB {
        switch color {
        case .basic(let index): basic[Int(index % 16)]
        case .palette(let index): extended[Int(index)]
        }
    }

    /// The text and background colours a cell in `style` is drawn in: its own or the defaults,
    /// swapped when the style is inverse.
    static func colors(of style: CellStyle) -> (foreground: RGB, background: RGB) {
        let foreground = style.foreground.map(rgb) ?? defaultForeground
        let background = style.background.map(rgb) ?? defaultBackground
        return style.inverse ? (background, foreground) : (foreground, background)
    }
}
