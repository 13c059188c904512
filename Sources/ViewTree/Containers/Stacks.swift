import Foundation

/// The namespace of SwiftUI's variadic views: a layout root and its content.
public enum _VariadicView {
    /// A layout (`root`) applied to a list of views (`content`).
    public struct Tree<Root, Content> {
        /// The layout.
        public var root: Root
        /// The laid-out views.
        public var content: Content

        /// Creates a tree.
        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }
}

extension _VariadicView.Tree: Sendable where Root: Sendable, Content: Sendable {}

/// The layout of an ``HStack``: children side by side.
public struct _HStackLayout: Sendable {
    /// How children are aligned vertically.
    public var alignment: VerticalAlignment
    /// The gap between children; nil for the default.
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// The layout of a ``VStack``: children one above the other.
public struct _VStackLayout: Sendable {
    /// How children are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The gap between children; nil for the default.
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// The layout of a ``ZStack``: children on top of each other.
public struct _ZStackLayout: Sendable {
    /// How children are aligned to each other.
    public var alignment: Alignment

    /// Creates the layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content> {
    /// The layout and the children.
    public var _tree: _VariadicView.Tree<_HStackLayout, Content>

    /// Creates a stack from its layout and content.
    package init(layout: _HStackLayout, content: Content) {
        _tree = _VariadicView.Tree(root: layout, content: content)
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content> {
    /// The layout and the children.
    public var _tree: _VariadicView.Tree<_VStackLayout, Content>

    /// Creates a stack from its layout and content.
    package init(layout: _VStackLayout, content: Content) {
        _tree = _VariadicView.Tree(root: layout, content: content)
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content> {
    /// The layout and the children.
    public var _tree: _VariadicView.Tree<_ZStackLayout, Content>

    /// Creates a stack from its layout and content.
    package init(layout: _ZStackLayout, content: Content) {
        _tree = _VariadicView.Tree(root: layout, content: content)
    }
}

extension HStack: Sendable where Content: Sendable {}
extension VStack: Sendable where Content: Sendable {}
extension ZStack: Sendable where Content: Sendable {}
