/// A colour a terminal can show: one of the 16 basic colours or one of the 256-colour palette.
public enum TerminalColor: Equatable, Hashable, Sendable {
    /// A basic colour, 0–15 (8–15 are the bright ones).
    case basic(UInt8)
    /// A colour of the 256-colour palette.
    case palette(UInt8)
}

/// How one cell is drawn.
public struct CellStyle: Equatable, Hashable, Sendable {
    /// Bold (or bright) text.
    public var bold = false
    /// Italic text.
    public var italic = false
    /// Underlined text.
    public var underline = false
    /// Foreground and background swapped: how a selected segment is drawn.
    public var inverse = false
    /// Faint text: how a disabled control is drawn.
    public var dim = false
    /// Text with a line through it: `strikethrough()`.
    public var strikethrough = false
    /// The text colour; nil for the terminal's own.
    public var foreground: TerminalColor?
    /// The background colour; nil for the terminal's own.
    public var background: TerminalColor?

    /// The plain style.
    public init() {}

    /// The Select Graphic Rendition sequence that sets this style from a reset.
    public var sgr: String {
        var codes = ["0"]
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if inverse { codes.append("7") }
        if strikethrough { codes.append("9") }
        if let foreground { codes.append(Self.code(foreground, base: 30, bright: 90, extended: 38)) }
        if let background { codes.append(Self.code(background, base: 40, bright: 100, extended: 48)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func code(_ color: TerminalColor, base: Int, bright: Int, extended: Int) -> String {
        switch color {
        case .basic(let n) where n < 8: String(base + Int(n))
        case .basic(let n): String(bright + Int(n % 16) - 8)
        case .palette(let n): "\(extended);5;\(n)"
        }
    }
}
