extension AnyView {
    /// Wraps `view`, hiding its type; an AnyView is not wrapped twice.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            self.init(storage: AnyViewStorage(view))
        }
    }

    /// Wraps `view`, hiding its type.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }
}

extension AnyView: View {
    /// A type-erased view is primitive: its content is in its storage.
    public typealias Body = Never

    /// A sublist of the wrapped view's items, walked as `any View`.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try _visitErasedViewList(_erasedView(of: self), &visitor)
        }
    }
}
