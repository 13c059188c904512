extension Layout {
    /// A container of `content`'s views laid out by this layout: `MyLayout { Text("a"); Text("b") }`.
    public nonisolated func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _VariadicView.Tree<_LayoutRoot<Self>, V> {
        _VariadicView.Tree(root: _LayoutRoot(self), content: content())
    }
}

extension _VariadicView.Tree: View, _LayoutView where Content: View {
    /// A tree is primitive.
    public typealias Body = Never

    /// The laid-out views.
    public nonisolated var _layoutContent: Content { content }
}
