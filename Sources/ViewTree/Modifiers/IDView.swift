/// A view with an explicit identity, made by `id(_:)`.
public struct IDView<Content, ID> where ID: Hashable {
    /// The identified view.
    public var content: Content
    /// Its identity.
    public var id: ID

    /// Creates an identified view.
    package init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }
}

extension IDView: Sendable where Content: Sendable, ID: Sendable {}
