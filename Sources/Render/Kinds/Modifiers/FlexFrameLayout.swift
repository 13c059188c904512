import Builders
import Inspect

extension ModifierDrawing {
    /// `frame(minWidth:…maxHeight:alignment:)` (`_FlexFrameLayout`): bounds on the size in cells
    /// (`.infinity` takes all the space offered), the view placed in it by the alignment.
    static let flexFrameLayout = ModifierDrawing(typeNames: ["_FlexFrameLayout"]) { builder, node, modifier, _ in
        guard let frame = modifier.value as? _FlexFrameLayout else { return node }
        let (h, v) = builder.alignment(frame.alignment)
        return LayoutNode(.flexFrame(
            minWidth: frame.minWidth.map(Cells.columns), maxWidth: frame.maxWidth.map { Cells.maximum($0, columns: true) },
            minHeight: frame.minHeight.map(Cells.rows), maxHeight: frame.maxHeight.map { Cells.maximum($0, columns: false) }, h, v), [node])
    }
}
