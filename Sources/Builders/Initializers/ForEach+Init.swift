extension ForEach where Content: View {
    /// One view per element, identified by the element's value at `id` (`id: \.self` for hashable elements).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idGenerator: .keyPath(id), content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per element of Identifiable data, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, idGenerator: .keyPath(\Data.Element.id), content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per number of a constant range, identified by its offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, idGenerator: .offset, content: content)
    }
}
