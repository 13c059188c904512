import Builders
import Inspect

extension ModifierDrawing {
    /// `containerRelativeFrame` (`_ContainerRelativeFrameLayout`): a frame taking all the space
    /// offered on its axes, the view placed in it by the alignment. A terminal layout knows the
    /// space a parent offers, not the container's size, so the `count:span:spacing:` and closure
    /// forms take that space too; in a stack, views that take all the space share it equally.
    static let containerRelativeFrameLayout = ModifierDrawing(typeNames: ["_ContainerRelativeFrameLayout"]) { builder, node, modifier, _ in
        guard let frame = modifier.value as? _ContainerRelativeFrameLayout else { return node }
        let (h, v) = builder.alignment(frame.alignment)
        let wide = frame.axes.contains(.horizontal) ? Int.max : nil
        let tall = frame.axes.contains(.vertical) ? Int.max : nil
        return LayoutNode(.flexFrame(minWidth: nil, maxWidth: wide, minHeight: nil, maxHeight: tall, h, v), [node])
    }
}
