import Foundation

/// The layout of a ``LazyVGrid``: its columns, alignment, spacing and pinned views.
public struct _LazyVGridLayout: Sendable {
    /// The columns.
    public var columns: [GridItem]
    /// How views are aligned in their columns.
    public var alignment: HorizontalAlignment
    /// The gap between rows; nil for the default.
    public var spacing: CGFloat?
    /// The section headers and footers pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews

    /// Creates the layout.
    public init(columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }
}

/// A grid that grows vertically, filling its columns row by row, as SwiftUI's `LazyVGrid`:
/// its layout at `tree|root` and its children at `tree|content`.
public struct LazyVGrid<Content> {
    /// The layout and the children.
    @usableFromInline package var tree: _VariadicView.Tree<_LazyVGridLayout, Content>

    /// A grid from its layout and content.
    package init(layout: _LazyVGridLayout, content: Content) {
        tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension LazyVGrid: Sendable where Content: Sendable {}
