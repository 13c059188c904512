import Inspect

// `ScrollViewReader`: its content, made with a proxy that scrolls nothing; drawn where it stands
// (a root, a label), its items one above the other, as a group's are.

extension KindDrawing {
    /// `ScrollViewReader`: its content's items one above the other.
    static let scrollViewReader = KindDrawing { builder, view, depth in
        try builder.stacked(try view.viewList(), depth: depth)
    }
}
