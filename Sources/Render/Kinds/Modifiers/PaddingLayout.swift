import Builders
import Inspect

extension ModifierDrawing {
    /// `padding(_:)` (`_PaddingLayout`): room around the view in cells; the default padding is
    /// one column on the sides and none above and below.
    static let paddingLayout = ModifierDrawing(typeNames: ["_PaddingLayout"]) { _, node, modifier, _ in
        guard let padding = modifier.value as? _PaddingLayout else { return node }
        let insets = padding.insets ?? EdgeInsets(
            leading: padding.edges.contains(.leading) ? 8 : 0,
            trailing: padding.edges.contains(.trailing) ? 8 : 0)
        return LayoutNode(.padding(
            top: Cells.rows(insets.top), leading: Cells.columns(insets.leading),
            bottom: Cells.rows(insets.bottom), trailing: Cells.columns(insets.trailing)), [node])
    }
}
