import Inspect

// A pushed `navigationDestination` (reached as the view a running app shows, or by
// `navigationDestination()`): its destination, as a navigation stack shows its root.

extension KindDrawing {
    /// A pushed destination: its views in a leading column.
    static let navigationDestination = KindDrawing { builder, view, depth in
        try builder.column(try view.children(), depth: depth)
    }
}
