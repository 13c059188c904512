extension NavigationView where Content: View {
    /// Creates a navigation view of the root the block builds.
    public init(@ViewBuilder content: () -> Content) {
        self = .make(content: content())
    }
}

extension NavigationStack where Data == NavigationPath, Root: View {
    /// Creates a navigation stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self = .make(path: nil, root: root())
    }
}

extension NavigationStack where Root: View {
    /// Creates a navigation stack whose pushed values `path` holds: a ``NavigationPath``, or a
    /// collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self = .make(path: path, root: root())
    }
}

extension NavigationView: View, _LayoutView where Content: View {
    /// The root view.
    @inlinable public nonisolated var _layoutContent: Content { content }
}

extension NavigationStack: View, _LayoutView where Root: View {
    /// The root view.
    @inlinable public nonisolated var _layoutContent: Root { root }
}
