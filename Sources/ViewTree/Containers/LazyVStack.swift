import Foundation

/// The layout of a ``LazyVStack``: a vertical stack's layout (`base`) and its pinned views.
public struct _LazyVStackLayout: Sendable {
    /// The stack's alignment and spacing.
    public var base: _VStackLayout
    /// The section headers and footers pinned while scrolling.
    public var pinnedViews: PinnedScrollableViews

    /// Creates the layout.
    public init(base: _VStackLayout, pinnedViews: PinnedScrollableViews) {
        self.base = base
        self.pinnedViews = pinnedViews
    }
}

/// A vertical stack that creates its views as needed, as SwiftUI's `LazyVStack`: its layout
/// at `tree|root` and its children at `tree|content`.
public struct LazyVStack<Content> {
    /// The layout and the children.
    @usableFromInline package var tree: _VariadicView.Tree<_LazyVStackLayout, Content>

    /// A lazy stack from its layout and content.
    package init(layout: _LazyVStackLayout, content: Content) {
        tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension LazyVStack: Sendable where Content: Sendable {}
