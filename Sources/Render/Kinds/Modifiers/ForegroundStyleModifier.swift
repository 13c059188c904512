import Builders
import Inspect

extension ModifierDrawing {
    /// `foregroundStyle(_:)` (`_ForegroundStyleModifier`): the text colour of the view's cells; a
    /// gradient (or another style) draws as its stand-in colour.
    static let foregroundStyleModifier = ModifierDrawing(typeNames: ["_ForegroundStyleModifier"]) { _, node, modifier, _ in
        let color: TerminalColor?
        if let style = modifier.value as? _ForegroundStyleModifier<Color> {
            color = ColorMapping.terminalColor(style.style)
        } else {
            let style = MirrorLabels.value(modifier.value, "style") as? any _SingleColorStyle
            color = ColorMapping.terminalColor(style?._standInColor)
        }
        return LayoutNode(.style({ if color != nil { $0.foreground = color } }), [node])
    }
}
