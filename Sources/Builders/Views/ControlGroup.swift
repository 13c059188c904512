extension ControlGroup where Content: View {
    /// Creates a group of the controls the block builds.
    public init(@ViewBuilder content: () -> Content) {
        self = .make(content: content())
    }
}

extension ControlGroup: View, _LayoutView where Content: View {
    /// The controls.
    @inlinable public nonisolated var _layoutContent: Content { content }
}
