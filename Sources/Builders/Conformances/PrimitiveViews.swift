// The primitive views: each draws itself and has no body. Each walks its view
// list with `@inlinable` code (see `_ViewListVisitor`) as a known node, so that
// the walk never takes it for a view of another module. Leaves state their role
// with one line (see PrimitiveRoles.swift).

extension Image: _PrimitiveView {}
extension Spacer: _PrimitiveView {}
extension Divider: _PrimitiveView {}
extension Color: _PrimitiveView {}
extension Rectangle: _PrimitiveView {}
extension _ShapeView: _PrimitiveView {}

extension Text: View {
    /// A text is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitText(self)
    }
}

extension EmptyView: View {
    /// An empty view is primitive.
    public typealias Body = Never

    /// An EmptyView contributes no item to a view list.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {}
}

extension AnyView: View {
    /// A type-erased view is primitive: its content is in its storage.
    public typealias Body = Never

    /// A sublist of the wrapped view's items, walked as `any View`.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try _visitErasedViewList(_erasedView(of: self), &visitor)
        }
    }
}

extension _ViewModifier_Content: View {
    /// The stand-in for modified content is primitive.
    public typealias Body = Never

    /// The modified view it stands in for, looked through (walked as `any View`).
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        if let content = _erasedContent(of: self) {
            try _visitErasedViewList(content, &visitor)
        }
    }
}
