import Builders
import Inspect

extension ModifierDrawing {
    /// `foregroundStyle(_:)` (`_ForegroundStyleModifier`): the text colour of the view's cells; a
    /// gradient (or another style) draws as its stand-in colour. The hierarchical levels: primary
    /// the terminal's own colour, secondary grey, the deeper levels faint grey; `.tint` the tint
    /// written above the view, else the accent colour.
    static let foregroundStyleModifier = ModifierDrawing(typeNames: ["_ForegroundStyleModifier"]) { _, node, modifier, site in
        let color: TerminalColor?
        var faint = false
        if let style = modifier.value as? _ForegroundStyleModifier<Color> {
            color = ColorMapping.terminalColor(style.style)
        } else if let level = (modifier.value as? _ForegroundStyleModifier<HierarchicalShapeStyle>)?.style {
            color = ColorMapping.terminalColor(level._standInColor)
            faint = level.id >= 2
        } else if modifier.value is _ForegroundStyleModifier<TintShapeStyle> {
            let tint = ((try? site.view.tint()) ?? nil) ?? ((try? site.view.accentColor()) ?? nil) ?? .accentColor
            color = ColorMapping.terminalColor(tint)
        } else {
            let style = MirrorLabels.value(modifier.value, "style") as? any _SingleColorStyle
            color = ColorMapping.terminalColor(style?._standInColor)
        }
        return LayoutNode(.style({
            if color != nil { $0.foreground = color }
            if faint { $0.dim = true }
        }), [node])
    }
}
