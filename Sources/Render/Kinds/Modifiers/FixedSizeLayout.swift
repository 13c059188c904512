import Builders
import Inspect

extension ModifierDrawing {
    /// `fixedSize(horizontal:vertical:)` (`_FixedSizeLayout`): the view at its ideal width, height
    /// or both, whatever its parent offers (a text does not wrap, and may run past its space).
    static let fixedSizeLayout = ModifierDrawing(typeNames: ["_FixedSizeLayout"]) { _, node, modifier, _ in
        guard let fixed = modifier.value as? _FixedSizeLayout, fixed.horizontal || fixed.vertical else { return node }
        return LayoutNode(.effect(.fixedSize(horizontal: fixed.horizontal, vertical: fixed.vertical)), [node])
    }
}
