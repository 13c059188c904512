extension Optional: View where Wrapped: View {
    /// An optional view is primitive: it shows its wrapped view, or nothing.
    public typealias Body = Never

    /// The wrapped view, or nothing.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        if case .some(let wrapped) = self {
            try wrapped._visitViewList(&visitor)
        }
    }
}
