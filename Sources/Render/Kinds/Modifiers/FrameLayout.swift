import Builders
import Inspect

extension ModifierDrawing {
    /// `frame(width:height:alignment:)` (`_FrameLayout`): a fixed width or height in cells, the
    /// view placed in it by the alignment.
    static let frameLayout = ModifierDrawing(typeNames: ["_FrameLayout"]) { builder, node, modifier, _ in
        guard let frame = modifier.value as? _FrameLayout else { return node }
        let (h, v) = builder.alignment(frame.alignment)
        return LayoutNode(.frame(width: frame.width.map(Cells.columns), height: frame.height.map(Cells.rows), h, v), [node])
    }
}
