extension Group where Content: View {
    /// Creates a group of the views the block builds.
    public init(@ViewBuilder content: () -> Content) {
        self = .grouping(content())
    }
}

extension Group: View where Content: View {
    /// A group is primitive.
    public typealias Body = Never

    /// A sublist of the content's items.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try content._visitViewList(&visitor)
        }
    }
}
