import Foundation

/// The layout of a ``Grid``: its alignment and spacings.
public struct _GridLayout: Sendable {
    /// How views are aligned in their cells.
    public var alignment: Alignment
    /// The gap between columns; nil for the default.
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; nil for the default.
    public var verticalSpacing: CGFloat?

    /// Creates the layout.
    public init(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
}

/// A grid of rows whose cells line up in columns, as SwiftUI's `Grid`: its layout at
/// `_tree|root` and its rows (grid rows, or views spanning every column) at `_tree|content`.
public struct Grid<Content> {
    /// The layout and the rows.
    @usableFromInline package var _tree: _VariadicView.Tree<_GridLayout, Content>

    /// A grid from its layout and content.
    package init(layout: _GridLayout, content: Content) {
        _tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension Grid: Sendable where Content: Sendable {}
