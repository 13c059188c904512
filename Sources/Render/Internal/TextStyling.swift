import Builders
import Inspect

/// How a Text's own modifiers and fonts look in a terminal.
enum TextStyling {
    static func apply(_ modifier: InspectedModifier, to style: inout CellStyle) {
        switch modifier.name {
        case "bold": style.bold = true
        case "italic": style.italic = true
        case "underline": style.underline = true
        case "strikethrough": style.strikethrough = true
        case "fontWeight":
            if case .weight(let weight?)? = modifier.value as? Text.Modifier, isBold(weight) { style.bold = true }
        case "font":
            if case .font(let font)? = modifier.value as? Text.Modifier, let font {
                if isBold(font) { style.bold = true }
                if font.traits.isItalic { style.italic = true }
            }
        case "foregroundColor":
            if case .color(let color)? = modifier.value as? Text.Modifier, let color {
                style.foreground = ColorMapping.terminalColor(color)
            }
        default: break
        }
    }

    /// The style of a Text's own modifiers, read from the Text itself.
    static func style(of text: Text) -> CellStyle {
        var style = CellStyle()
        for modifier in text.modifiers {
            switch modifier {
            case .weight(let weight): if let weight, isBold(weight) { style.bold = true }
            case .italic: style.italic = true
            case .font(let font):
                if let font, isBold(font) { style.bold = true }
                if let font, font.traits.isItalic { style.italic = true }
            case .color(let color): if let color { style.foreground = ColorMapping.terminalColor(color) }
            case .anyTextModifier(let other):
                if let underline = other as? UnderlineTextModifier, underline.lineStyle?.active == true { style.underline = true }
                if let strikethrough = other as? StrikethroughTextModifier, strikethrough.lineStyle?.active == true { style.strikethrough = true }
            case .kerning, .tracking, .baseline:
                // No terminal form: characters keep their cells.
                break
            }
        }
        return style
    }

    /// Titles and headlines are drawn bold, and fonts whose weight is semibold or heavier.
    static func isBold(_ font: Font) -> Bool {
        let traits = font.traits
        if let weight = traits.weight { return isBold(weight) }
        guard let style = traits.textStyle else { return false }
        return [Font.TextStyle.largeTitle, .title, .title2, .title3, .headline].contains(style)
    }

    /// Semibold and heavier weights are drawn bold (a terminal has one bold).
    static func isBold(_ weight: Font.Weight) -> Bool {
        weight.isAtLeast(.semibold)
    }

    /// The style of the font changes of `bold()`, `italic()`, `fontWeight(_:)` on a view: bold
    /// when the changes leave a semibold or heavier weight, italic when they slant.
    static func style(of changes: [AnyFontModifier]) -> (bold: Bool, italic: Bool) {
        var traits = FontTraits()
        for change in changes {
            traits.apply(change)
        }
        return (traits.weight.map(isBold) ?? false, traits.isItalic)
    }
}

/// Named colours as terminal colours: the basic eight where they exist, the
/// 256-colour palette for the others and for colours given by components. A UIKit system colour
/// is drawn as its SwiftUI counterpart (`systemRed` as red, `secondaryLabel` as secondary), a
/// background, fill or separator in the terminal's own colours, the other greys as palette
/// greys; a colour made more transparent (`opacity(_:)`) as its base while at least half opaque.
enum ColorMapping {
    static func terminalColor(_ color: Color?) -> TerminalColor? {
        guard var color else { return nil }
        // A colour made more transparent is drawn as its base while at least half opaque; a
        // fainter one stands for no colour (a cell cannot show what is behind it).
        var opacity = 1.0
        while let faded = (color.provider as? ColorBox<OpacityColor>)?.base {
            opacity *= faded.opacity
            color = faded.base
        }
        guard opacity >= 0.5 else { return nil }
        if let system = (color.provider as? ColorBox<SystemColorType>)?.base {
            return terminalColor(system)
        }
        if let uiColor = (color.provider as? ColorBox<UIColor>)?.base {
            if let system = uiColor.swiftUIColor { return terminalColor(system) }
            if uiColor.isSurface { return nil }
            let components = [uiColor.red, uiColor.green, uiColor.blue]
            if let low = components.min(), let high = components.max(), high - low < 0.05 { return grey((low + high) / 2) }
            return cube(red: uiColor.red, green: uiColor.green, blue: uiColor.blue)
        }
        if let resolved = (color.provider as? ColorBox<Color.Resolved>)?.base {
            return cube(red: resolved.red, green: resolved.green, blue: resolved.blue)
        }
        return nil
    }

    /// The terminal colour of a SwiftUI named colour.
    private static func terminalColor(_ system: SystemColorType) -> TerminalColor? {
        switch system {
        case .black: return .basic(0)
        case .red: return .basic(1)
        case .green, .mint: return .basic(2)
        case .yellow: return .basic(3)
        case .blue, .accentColor: return .basic(4)
        case .purple, .indigo: return .basic(5)
        case .cyan, .teal: return .basic(6)
        case .white: return .basic(7)
        case .gray, .secondary: return .basic(8)
        case .orange: return .palette(208)
        case .pink: return .palette(205)
        case .brown: return .palette(130)
        case .clear, .primary: return nil
        }
    }

    /// The nearest colour of the palette's 6×6×6 cube.
    private static func cube(red: Double, green: Double, blue: Double) -> TerminalColor {
        func level(_ component: Double) -> Int {
            component.isFinite ? Int((min(max(component, 0), 1) * 5).rounded()) : 0
        }
        return .palette(UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue)))
    }

    /// The nearest of the palette's 24 greys (232, nearly black, to 255, nearly white).
    private static func grey(_ white: Double) -> TerminalColor {
        let clamped = white.isFinite ? min(max(white, 0), 1) : 0
        let step = Int(((clamped * 255 - 8) / 10).rounded())
        return .palette(UInt8(232 + min(max(step, 0), 23)))
    }
}
