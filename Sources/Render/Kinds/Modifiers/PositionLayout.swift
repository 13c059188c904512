import Builders
import Inspect

extension ModifierDrawing {
    /// `position(x:y:)` (`_PositionLayout`): the view centred at a point of the space offered, which it takes.
    static let positionLayout = ModifierDrawing(typeNames: ["_PositionLayout"]) { _, node, modifier, _ in
        guard let position = modifier.value as? _PositionLayout else { return node }
        return LayoutNode(.effect(.position(x: Cells.signedColumns(position.position.x), y: Cells.signedRows(position.position.y))), [node])
    }
}
