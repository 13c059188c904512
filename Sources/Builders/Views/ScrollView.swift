extension ScrollView where Content: View {
    /// Creates a scroll view, as SwiftUI's `ScrollView(_:showsIndicators:content:)`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.init(content: content(), configuration: _ScrollViewConfig(axes: axes, showsIndicators: showsIndicators))
    }
}

extension ScrollView: View, _LayoutView where Content: View {
    /// The scrolled view.
    @inlinable public nonisolated var _layoutContent: Content { content }
}
