extension GeometryReader where Content: View {
    /// A view whose content `content` makes from the proxy of the space it is offered.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self = .make(content: content)
    }
}

extension GeometryReader: View, _LayoutView where Content: View {
    /// The content made for an empty space, as the inspector makes it.
    public nonisolated var _layoutContent: Content { content(GeometryProxy()) }
}
