import Builders
import Inspect

extension ModifierDrawing {
    /// The traits a list row writes that change its drawing (`_TraitWritingModifier`), by their
    /// keys: `listRowBackground` draws its view behind the row, `listRowInsets` pads the row's
    /// leading and trailing ends by its insets in columns, `badge` shows its text, dimmed, at the
    /// row's trailing end. The other traits (a tag, `onDelete`…) leave the row as it is.
    static let traitWritingModifier = ModifierDrawing(typeNames: ["_TraitWritingModifier"]) { builder, node, modifier, site in
        switch modifier.name {
        case "listRowBackground":
            guard let background = MirrorLabels.value(modifier.value, "value", "some", "storage", "view") else { return node }
            let layer = site.view.inspectSibling(background, at: "listRowBackground", site.slot)
            let filled = LayoutNode(.flexFrame(minWidth: nil, maxWidth: Cells.maximum(.infinity, columns: true), minHeight: nil, maxHeight: nil, .leading, .center), [node])
            return try builder.layered(filled, with: layer, onTop: false, by: modifier, depth: site.depth)
        case "listRowInsets":
            guard let insets = MirrorLabels.value(modifier.value, "value", "some") as? EdgeInsets else { return node }
            return LayoutNode(.padding(
                top: 0, leading: Cells.signedColumns(insets.leading), bottom: 0,
                trailing: Cells.signedColumns(insets.trailing)), [node])
        case "badge":
            guard let text = (MirrorLabels.value(modifier.value, "value", "some") as? Text)?.inspectionString() else { return node }
            let badge = LayoutNode(.style({ $0.dim = true }), [LayoutBuilder.text(text)])
            // The row takes the room the badge leaves, whether or not it fills it itself.
            let row = LayoutNode(.flexFrame(minWidth: nil, maxWidth: Cells.maximum(.infinity, columns: true), minHeight: nil, maxHeight: nil, .leading, .center), [node])
            return LayoutNode(.hStack(spacing: 1, alignment: .center), [row, badge])
        default:
            return node
        }
    }
}
