extension SubscriptionView: View where Content: View {
    /// A subscription view is primitive.
    public typealias Body = Never

    /// The content; the subscription does not change the list.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try content._visitViewList(&visitor)
    }
}
