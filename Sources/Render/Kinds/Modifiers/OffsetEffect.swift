import Builders
import Inspect

extension ModifierDrawing {
    /// `offset(x:y:)` (`_OffsetEffect`): the view drawn moved by cells, its layout unchanged.
    static let offsetEffect = ModifierDrawing(typeNames: ["_OffsetEffect"]) { _, node, modifier, _ in
        guard let offset = modifier.value as? _OffsetEffect else { return node }
        return LayoutNode(.effect(.offset(x: Cells.signedColumns(offset.offset.width), y: Cells.signedRows(offset.offset.height))), [node])
    }
}
