// The primitive views: each draws itself and has no body. Each walks its view
// list with `@inlinable` code (see `_ViewListVisitor`) as a known leaf, so that
// the walk never takes it for a view of another module.

extension Text: View {
    /// A text is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitText(self)
    }
}

extension Image: View {
    /// An image is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
}

extension EmptyView: View {
    /// An empty view is primitive.
    public typealias Body = Never

    /// An EmptyView contributes no item to a view list.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {}
}

extension Spacer: View {
    /// A spacer is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
}

extension Divider: View {
    /// A divider is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
}

extension Color: View {
    /// A colour view is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
}

extension Rectangle: View {
    /// A rectangle is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
}

extension _ShapeView: View {
    /// A shape view is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitLeaf(self)
    }
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
