import Inspect

// A custom view (a type with a `body`): the items of its body one above the other. In a running
// app its items come from the layout cache while it does not change.

extension KindDrawing {
    /// A custom view: its body's items (a segment bar when it is a segmented picker of the Pickers module).
    static let custom = KindDrawing { builder, view, depth in
        if let bar = try builder.segmentBar(ifAny: view, depth: depth) { return bar }
        if let cache = builder.cache {
            // Its items as `viewList()` gives them, custom views inside kept for the cache.
            return builder.stacked(nodes: try builder.cachedItems(of: view, cache: cache, depth: depth, keepingWhole: LayoutBuilder.opensThroughCache))
        }
        return try builder.stacked(try view.viewList(), depth: depth)
    }
}
