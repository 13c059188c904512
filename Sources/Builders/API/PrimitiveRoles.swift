// The roles a primitive node plays in SwiftUI's view list. A node type of this package
// states its role by conforming to one of these protocols, and gets its body (none) and
// its static walk (`_visitViewList`) from the default implementation: one line a node.
// The inspector's `ViewKind.listRole` names the same roles for the kinds it reads by name.

/// A primitive view that holds no other views, such as an Image, a Color or a shape:
/// one leaf item of a view list.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    /// A leaf item.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
}

/// A primitive view that lays out views of its own, such as a stack: one item of a view
/// list, whose content is a list of its own.
public protocol _LayoutView: View where Body == Never {
    /// The type of the laid-out views.
    associatedtype _LayoutContent: View
    /// The laid-out views.
    nonisolated var _layoutContent: _LayoutContent { get }
}

extension _LayoutView {
    /// One item, laying out its content.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitStack(self, content: _layoutContent)
    }
}

/// A primitive control that shows a label, such as a Button or a Toggle: one item of a
/// view list, named by its label.
public protocol _LabelledControl: View where Body == Never {
    /// The type of the label.
    associatedtype _ControlLabel: View
    /// The label.
    nonisolated var _controlLabel: _ControlLabel { get }
}

extension _LabelledControl {
    /// One item, showing its label.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitControl(self, label: _controlLabel)
    }
}

/// A primitive modifier that writes no trait, such as padding: the walk goes on into the
/// modified content inside the modifier's scope.
public protocol _PrimitiveModifier: ViewModifier where Body == Never {}

extension _PrimitiveModifier {
    /// The content; this modifier writes no trait.
    @inlinable
    public nonisolated func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}
