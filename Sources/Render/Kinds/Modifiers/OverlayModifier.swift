import Builders
import Inspect

extension ModifierDrawing {
    /// `_OverlayModifier`: `overlay(_:)`'s view drawn over the view, in its frame; `border(_:)` (an
    /// overlay of a stroked rectangle's inset in a colour) a box in that colour around the view.
    static let overlayModifier = ModifierDrawing(typeNames: ["_OverlayModifier"]) { builder, node, modifier, site in
        defer { site.overlays += 1 }
        if modifier.name == "overlay" {
            let layer = try site.view.overlay(site.overlays)
            return try builder.layered(node, with: layer, onTop: true, by: modifier, depth: site.depth)
        }
        guard let overlay = modifier.value as? _OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, Color>> else { return node }
        var style = CellStyle()
        style.foreground = ColorMapping.terminalColor(overlay.overlay.style)
        return LayoutNode(.border(style), [node])
    }
}
