import Foundation

/// The layout of a ``LazyHStack``: a horizontal stack's layout (`base`) and its pinned views.
public struct _LazyHStackLayout: Sendable {
    /// The stack's alignment and spacing.
    public var base: _HStackLayout
    /// The section headers and footers pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews

    /// Creates the layout.
    public init(base: _HStackLayout, pinnedViews: PinnedScrollableViews) {
        self.base = base
        self.pinnedViews = pinnedViews
    }
}

/// A horizontal stack that creates its views as needed, as SwiftUI's `LazyHStack`: its layout
/// at `tree|root` and its children at `tree|content`.
public struct LazyHStack<Content> {
    /// The layout and the children.
    @usableFromInline package var tree: _VariadicView.Tree<_LazyHStackLayout, Content>

    /// A lazy stack from its layout and content.
    package init(layout: _LazyHStackLayout, content: Content) {
        tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension LazyHStack: Sendable where Content: Sendable {}
