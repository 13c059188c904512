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

extension ForEach: View where Content: View {
    /// A ForEach is primitive.
    public typealias Body = Never

    /// A sublist of one element per datum, each with its id: its offset for a
    /// constant range, else its value at the key path.
    @inlinable
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitSublist(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            switch idGenerator {
            case .keyPath(let keyPath):
                for element in data {
                    try visitor.visitElement(id: element[keyPath: keyPath]) { (visitor: inout Visitor) throws(Visitor.Failure) in
                        try content(element)._visitViewList(&visitor)
                    }
                }
            case .offset:
                var offset = 0
                for element in data {
                    try visitor.visitElement(id: offset) { (visitor: inout Visitor) throws(Visitor.Failure) in
                        try content(element)._visitViewList(&visitor)
                    }
                    offset += 1
                }
            }
        }
    }
}
