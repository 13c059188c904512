import Inspect

/// How one kind of control is drawn (in a style sheet): its colours, the marks and
/// attribute that show the focus, and the attribute that shows a selection. A colour left nil
/// is the terminal's own.
public struct ControlStyle: Equatable, Sendable {
    /// The text colour of the control.
    public var foreground: TerminalColor?
    /// The background colour of the control.
    public var background: TerminalColor?
    /// The text colour while focused (nil: as unfocused).
    public var focusedForeground: TerminalColor?
    /// The background colour while focused (nil: as unfocused).
    public var focusedBackground: TerminalColor?
    /// The mark drawn before a focused control (one column; a space when not focused).
    public var focusOpen: Character
    /// The mark drawn after a focused control (one column; a space when not focused).
    public var focusClose: Character
    /// Whether a focused control is drawn inverse.
    public var focusInverse: Bool
    /// Whether the control's text is bold.
    public var bold: Bool

    /// A style; the defaults are the package's standard look.
    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil,
        focusedForeground: TerminalColor? = nil, focusedBackground: TerminalColor? = nil,
        focusOpen: Character = ">", focusClose: Character = "<", focusInverse: Bool = true, bold: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.focusedForeground = focusedForeground
        self.focusedBackground = focusedBackground
        self.focusOpen = Renderer.displayWidth(of: String(focusOpen)) == 1 ? focusOpen : ">"
        self.focusClose = Renderer.displayWidth(of: String(focusClose)) == 1 ? focusClose : "<"
        self.focusInverse = focusInverse
        self.bold = bold
    }
}

/// The styles of the controls the renderer draws, as ViewKit's `StyleSheet`: every control kind
/// has a default style (``defaultStyle(for:)``); an app `define`s an override per kind at
/// start-up, and the renderer `lookup`s a control's style as it draws it. Styles set in the
/// environment (`.buttonStyle`, `.toggleStyle`, …) still choose the look of the views below them.
///
///     var sheet = StyleSheet.standard
///     sheet.define(ControlStyle(focusedBackground: .basic(4)), for: .button)
///     runtime.styleSheet = sheet
public struct StyleSheet: Equatable, Sendable {
    private var overrides: [ViewKind: ControlStyle] = [:]
    /// Whether colours are left out of every cell (`NO_COLOR`, a terminal without colours):
    /// focus still shows by its marks and inverse, selection by inverse and brackets.
    public private(set) var isMonochrome: Bool

    /// A sheet with every kind's default style; `monochrome` leaves out every colour.
    public init(monochrome: Bool = false) {
        isMonochrome = monochrome
    }

    /// The default styles, in colour.
    public static let standard = StyleSheet()
    /// The default styles without any colour.
    public static let monochrome = StyleSheet(monochrome: true)

    /// The sheet for a terminal: monochrome when `NO_COLOR` is set (whatever its value), when
    /// `TERM` is `dumb`, or when the output shows no attributes at all.
    public static func forTerminal(environment: [String: String], isStyled: Bool) -> StyleSheet {
        let monochrome = !isStyled || environment["NO_COLOR"] != nil || environment["TERM"] == "dumb"
        return StyleSheet(monochrome: monochrome)
    }

    /// The control kinds the renderer draws as controls.
    public static let controlKinds: [ViewKind] = KindDrawing.styledControls

    /// The style a kind of control has unless an app defines another (its kind's drawing says).
    public static func defaultStyle(for kind: ViewKind) -> ControlStyle {
        KindDrawing.of(kind).controlStyle
    }

    /// Makes `style` the style of every control of `kind`.
    public mutating func define(_ style: ControlStyle, for kind: ViewKind) {
        overrides[kind] = style
    }

    /// The style of a control of `kind`: the app's, or the default; without colours when monochrome.
    public func lookup(_ kind: ViewKind) -> ControlStyle {
        var style = overrides[kind] ?? Self.defaultStyle(for: kind)
        if isMonochrome {
            style.foreground = nil
            style.background = nil
            style.focusedForeground = nil
            style.focusedBackground = nil
            style.focusInverse = true
        }
        return style
    }
}

extension Canvas {
    /// The canvas with every colour left out (attributes kept).
    mutating func removeColours() {
        for row in 0..<height {
            for column in 0..<width {
                var cell = self[row, column]
                guard cell.style.foreground != nil || cell.style.background != nil else { continue }
                cell.style.foreground = nil
                cell.style.background = nil
                set(row: row, column: column, cell)
            }
        }
    }
}
