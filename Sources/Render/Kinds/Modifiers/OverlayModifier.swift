import Builders
import Inspect

extension ModifierDrawing {
    /// `_OverlayModifier`: `overlay(_:)`'s view drawn over the view, in its frame; `border(_:)` (an
    /// overlay of a stroked rectangle's inset in a style) a box in the style's colour around the
    /// view. `_OverlayStyleModifier` (`overlay(_:ignoresSafeAreaEdges:)`): a style that is a view
    /// (a colour, a gradient) drawn as `overlay(_:)`'s view is; any other adds nothing a terminal shows.
    static let overlayModifier = ModifierDrawing(typeNames: ["_OverlayModifier", "_OverlayStyleModifier"]) { builder, node, modifier, site in
        // A style that is no view is none of the views `overlay(_:)` reaches.
        let holdsView = MirrorLabels.value(modifier.value, "overlay") != nil || MirrorLabels.value(modifier.value, "style") is any View
        guard holdsView else { return node }
        if modifier.name == "overlay" {
            // Reached by the modifier's place: an overlay the inspector's numbering sets apart
            // (a stroked shape beside others) is drawn all the same.
            guard let layer = site.view.heldView("overlay", ofModifierAt: site.slot) else { return node }
            return try builder.layered(node, with: layer, onTop: true, by: modifier, depth: site.depth)
        }
        guard modifier.name == "border", let stroke = MirrorLabels.value(modifier.value, "overlay", "style") as? any _SingleColorStyle else {
            return node
        }
        var style = CellStyle()
        style.foreground = ColorMapping.terminalColor(stroke._standInColor)
        return LayoutNode(.border(style), [node])
    }
}
