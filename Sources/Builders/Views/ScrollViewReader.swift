extension ScrollViewReader where Content: View {
    /// A view whose content `content` makes from a proxy that scrolls the scroll views inside.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self = .make(content: content)
    }
}

extension ScrollViewReader: View where Content: View {
    /// A scroll view reader is primitive.
    public typealias Body = Never

    /// A sublist of the content's items, as a view with a body of its content is.
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        let made = content(ScrollViewProxy())
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            try made._visitViewList(&visitor)
        }
    }
}
