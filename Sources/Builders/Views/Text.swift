extension Text: View {
    /// A text is primitive.
    public typealias Body = Never

    /// A leaf item.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitText(self)
    }
}
