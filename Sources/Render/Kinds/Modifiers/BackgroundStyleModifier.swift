import Builders
import Inspect

extension ModifierDrawing {
    /// `backgroundStyle(_:)` (`_BackgroundStyleModifier`): the style's stand-in colour behind the view.
    static let backgroundStyleModifier = ModifierDrawing(typeNames: ["_BackgroundStyleModifier"]) { _, node, modifier, site in
        // A style that is a view is one of the views `background(_:)` reaches, which the drawings count.
        if MirrorLabels.value(modifier.value, "style") is any View { site.backgrounds += 1 }
        let style = MirrorLabels.value(modifier.value, "style") as? any _SingleColorStyle
        return LayoutNode(.background(ColorMapping.terminalColor(style?._standInColor)), [node])
    }
}
