extension Form where Content: View {
    /// Creates a form of the rows the block builds.
    public init(@ViewBuilder content: () -> Content) {
        self = .make(content: content())
    }
}

extension Form: View, _LayoutView where Content: View {
    /// The rows.
    @inlinable public nonisolated var _layoutContent: Content { content }
}
