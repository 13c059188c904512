import Inspect

// The views whose items join their container's view list (`TupleView`, `Group`, `ForEach`,
// `AnyView`): drawn where they stand (a root, a label), their items one above the other.

extension KindDrawing {
    /// A view of views: its items one above the other (a segment bar when it is drawn as one).
    private static let viewList = KindDrawing { builder, view, depth in
        if let bar = try builder.segmentBar(ifAny: view, depth: depth) { return bar }
        return try builder.stacked(try view.viewList(), depth: depth)
    }

    /// A block of several views (`TupleView`).
    static let tupleView = viewList
    /// `Group`.
    static let group = viewList
    /// `ForEach`: its elements' views.
    static let forEach = viewList
    /// `AnyView`: the view it holds.
    static let anyView = viewList
}
