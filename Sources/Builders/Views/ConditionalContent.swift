extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Conditional content is primitive.
    public typealias Body = Never

    /// The branch that was taken.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        switch storage {
        case .trueContent(let content): try content._visitViewList(&visitor)
        case .falseContent(let content): try content._visitViewList(&visitor)
        }
    }
}
