/// The layout of a ``ViewThatFits``: the axes along which a child must fit.
public struct _SizeFittingLayout: Sendable {
    /// The constrained axes.
    public var axes: Axis.Set

    /// Creates the layout.
    public init(axes: Axis.Set) {
        self.axes = axes
    }
}

/// A view that shows the first of its children that fits, as SwiftUI's `ViewThatFits`: its
/// layout at `_tree|root` and its candidates at `_tree|content`.
public struct ViewThatFits<Content> {
    /// The layout and the candidates.
    @usableFromInline package var _tree: _VariadicView.Tree<_SizeFittingLayout, Content>

    /// A view from its layout and candidates.
    package init(layout: _SizeFittingLayout, content: Content) {
        _tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension ViewThatFits: Sendable where Content: Sendable {}
