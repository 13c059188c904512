import Foundation

/// The layout of a ``LazyHGrid``: its rows, alignment, spacing and pinned views.
public struct _LazyHGridLayout: Sendable {
    /// The rows.
    public var rows: [GridItem]
    /// How views are aligned in their rows.
    public var alignment: VerticalAlignment
    /// The gap between columns; nil for the default.
    public var spacing: CGFloat?
    /// The section headers and footers pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews

    /// Creates the layout.
    public init(rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
    }
}

/// A grid that grows horizontally, filling its rows column by column, as SwiftUI's `LazyHGrid`:
/// its layout at `tree|root` and its children at `tree|content`.
public struct LazyHGrid<Content> {
    /// The layout and the children.
    @usableFromInline package var tree: _VariadicView.Tree<_LazyHGridLayout, Content>

    /// A grid from its layout and content.
    package init(layout: _LazyHGridLayout, content: Content) {
        tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension LazyHGrid: Sendable where Content: Sendable {}
