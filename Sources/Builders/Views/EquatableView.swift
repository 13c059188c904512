extension EquatableView: View where Content: View {
    /// An equatable view is primitive.
    public typealias Body = Never

    /// The compared view; the comparison does not change the list.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try content._visitViewList(&visitor)
    }
}

extension View where Self: Equatable {
    /// This view, drawn again only when it is no longer equal to what it was.
    public nonisolated func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
