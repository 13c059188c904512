extension EmptyView: View {
    /// An empty view is primitive.
    public typealias Body = Never

    /// An EmptyView contributes no item to a view list.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {}
}
