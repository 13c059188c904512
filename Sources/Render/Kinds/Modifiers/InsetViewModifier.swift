import Builders
import Inspect

extension ModifierDrawing {
    /// `safeAreaInset(edge:alignment:spacing:content:)` (`_InsetViewModifier`): its view drawn
    /// beside the view at that edge (above or below it, before or after it), placed along the edge by
    /// the alignment, `spacing` apart (none when the code gives none: a terminal has no margins).
    static let insetViewModifier = ModifierDrawing(typeNames: ["_InsetViewModifier"]) { builder, node, modifier, site in
        guard let content = MirrorLabels.value(modifier.value, "content"),
              let properties = MirrorLabels.value(modifier.value, "properties") as? _SafeAreaInsetProperties
        else { return node }
        let inset = try builder.build(site.view.inspectSibling(content, at: "safeAreaInset", site.slot), depth: site.depth + 1)
        let (h, v) = builder.alignment(properties.alignment)
        switch properties.edge {
        case .top, .bottom:
            let spacing = properties.spacing.map(Cells.rows) ?? 0
            let children = properties.edge == .top ? [inset, node] : [node, inset]
            return LayoutNode(.vStack(spacing: spacing, alignment: h), children)
        case .leading, .trailing:
            let spacing = properties.spacing.map(Cells.columns) ?? 0
            let children = properties.edge == .leading ? [inset, node] : [node, inset]
            return LayoutNode(.hStack(spacing: spacing, alignment: v), children)
        }
    }
}
