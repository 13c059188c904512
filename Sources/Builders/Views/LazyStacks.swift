import Foundation

extension LazyVStack where Content: View {
    /// Creates a lazy vertical stack, as SwiftUI's `LazyVStack(alignment:spacing:pinnedViews:content:)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(layout: _LazyVStackLayout(base: _VStackLayout(alignment: alignment, spacing: spacing), pinnedViews: pinnedViews), content: content())
    }
}

extension LazyHStack where Content: View {
    /// Creates a lazy horizontal stack, as SwiftUI's `LazyHStack(alignment:spacing:pinnedViews:content:)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(layout: _LazyHStackLayout(base: _HStackLayout(alignment: alignment, spacing: spacing), pinnedViews: pinnedViews), content: content())
    }
}

extension LazyVStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { tree.content }
}

extension LazyHStack: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { tree.content }
}
