import Inspect

// `NavigationStack` and `NavigationView`: their root view, in a leading column (a navigation
// title or toolbar on it draws its lines above).

extension KindDrawing {
    /// `NavigationStack`: its root view.
    static let navigationStack = KindDrawing { builder, view, depth in
        try builder.column(try view.children(), depth: depth)
    }

    /// `NavigationView`: drawn as a `NavigationStack`.
    static let navigationView = navigationStack
}
