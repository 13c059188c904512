import Inspect

// The views that draw nothing: `EmptyView`, a value of a type the inspector does not know, and
// the slot of an absent view (an `if` whose condition was false).

extension KindDrawing {
    /// `EmptyView`: nothing.
    static let emptyView = KindDrawing { _, _, _ in LayoutNode(.empty) }
    /// A value of a type the inspector does not know: nothing (it has no children to draw).
    static let unknown = emptyView
    /// The slot of an absent view: nothing.
    static let absent = emptyView
}
