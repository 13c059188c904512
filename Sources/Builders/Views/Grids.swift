import Foundation

extension LazyVGrid where Content: View {
    /// Creates a grid of `columns`, as SwiftUI's `LazyVGrid(columns:alignment:spacing:pinnedViews:content:)`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(layout: _LazyVGridLayout(columns: columns, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews), content: content())
    }
}

extension LazyHGrid where Content: View {
    /// Creates a grid of `rows`, as SwiftUI's `LazyHGrid(rows:alignment:spacing:pinnedViews:content:)`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.init(layout: _LazyHGridLayout(rows: rows, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews), content: content())
    }
}

extension Grid where Content: View {
    /// Creates a grid, as SwiftUI's `Grid(alignment:horizontalSpacing:verticalSpacing:content:)`.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.init(layout: _GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), content: content())
    }
}

extension GridRow where Content: View {
    /// Creates a row of a grid, as SwiftUI's `GridRow(alignment:content:)`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self = .make(alignment: alignment, content: content())
    }
}

extension LazyVGrid: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { tree.content }
}

extension LazyHGrid: View, _LayoutView where Content: View {
    /// The laid-out views.
    @inlinable public nonisolated var _layoutContent: Content { tree.content }
}

extension Grid: View, _LayoutView where Content: View {
    /// The rows.
    @inlinable public nonisolated var _layoutContent: Content { _tree.content }
}

extension GridRow: View, _LayoutView where Content: View {
    /// The cells.
    @inlinable public nonisolated var _layoutContent: Content { content }
}
