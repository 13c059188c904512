extension ViewThatFits where Content: View {
    /// Creates a view showing the first of the block's views that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.init(layout: _SizeFittingLayout(axes: axes), content: content())
    }
}

extension ViewThatFits: View, _LayoutView where Content: View {
    /// The candidates.
    @inlinable public nonisolated var _layoutContent: Content { _tree.content }
}
