extension IDView: View where Content: View {
    /// An identified view is primitive.
    public typealias Body = Never

    /// The identified view; the id does not change the list.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try content._visitViewList(&visitor)
    }
}
