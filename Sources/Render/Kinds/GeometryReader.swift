import Inspect

// `GeometryReader`: it takes all the space offered, and its content (made for an empty space, as
// the inspector makes it) stands at its top leading corner, several views one over the other.

extension KindDrawing {
    /// `GeometryReader`: its content at the top leading corner of the space offered.
    static let geometryReader = KindDrawing { builder, view, depth in
        let items = try builder.items(of: view, depth: depth)
        let content = items.count == 1 ? items[0] : LayoutNode(.zStack(.leading, .top), items)
        return LayoutNode(.flexFrame(minWidth: nil, maxWidth: Int.max, minHeight: nil, maxHeight: Int.max, .leading, .top), [content])
    }
}
