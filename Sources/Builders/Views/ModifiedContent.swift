extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content is primitive.
    public typealias Body = Never

    /// The content, with the modifier applied to each of its items.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try modifier._visitViewList(content: content, &visitor)
    }
}
