import Builders
import Inspect

extension ModifierDrawing {
    /// `backgroundStyle(_:)` (`_BackgroundStyleModifier`): the style's stand-in colour behind the view.
    static let backgroundStyleModifier = ModifierDrawing(typeNames: ["_BackgroundStyleModifier"]) { _, node, modifier, _ in
        let style = MirrorLabels.value(modifier.value, "style") as? any _SingleColorStyle
        return LayoutNode(.background(ColorMapping.terminalColor(style?._standInColor)), [node])
    }
}
