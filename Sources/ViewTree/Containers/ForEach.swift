/// A view that makes one view per element of a collection.
///
/// `data` is the collection and `content` the closure that makes an element's
/// view. `idGenerator` tells how an element is identified: by a key path
/// (`id: \.self`, or `\.id` of Identifiable data) or by its offset (a constant range).
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// How the elements are identified.
    public enum IDGenerator {
        /// By the element's value at the key path.
        case keyPath(KeyPath<Data.Element, ID>)
        /// By the element's offset in `data` (a constant `Range<Int>`).
        case offset
    }

    /// The elements.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    /// How the elements are identified.
    public var idGenerator: IDGenerator

    /// Creates a ForEach from all its parts; `Builders` has the SwiftUI initialisers.
    package init(data: Data, idGenerator: IDGenerator, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idGenerator = idGenerator
    }
}
