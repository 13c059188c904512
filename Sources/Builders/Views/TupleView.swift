extension TupleView: View {
    /// A tuple of views is primitive.
    public typealias Body = Never

    /// The elements one by one. `T` cannot be taken apart statically, so
    /// each element is walked as `any View` (or reported as an unknown value).
    /// A value that is not a tuple is one element (not its stored properties).
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .tuple else {
            try _visitErasedViewList(value, &visitor)
            return
        }
        for child in mirror.children {
            try _visitErasedViewList(child.value, &visitor)
        }
    }
}
