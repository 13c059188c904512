import Inspect
import Render

/// A frame's layout (its layout phase's result): the view shown, laid out once, which the paint
/// and focus phases paint.
struct FrameTree {
    /// The view the frame shows (the root, or the destination pushed last).
    let shown: InspectableView
    /// Its layout tree.
    var layout: FrameLayout
    /// Whether it was painted already in this frame.
    var isPainted = false
}
