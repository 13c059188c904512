extension _ViewModifier_Content: View {
    /// The stand-in for modified content is primitive.
    public typealias Body = Never

    /// The modified view it stands in for, looked through (walked as `any View`).
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        if let content = _erasedContent(of: self) {
            try _visitErasedViewList(content, &visitor)
        }
    }
}
