/// The modifier `toolbar(content:)` applies: the toolbar's items, at `modifier|content`
/// (a block of `ToolbarItem`s is a TupleView, whose elements are at `content|value|.N`).
public struct ToolbarModifier<Content> {
    /// The toolbar's identifier, or nil.
    public var id: String?
    /// The items.
    public var content: Content

    /// Creates the modifier.
    public init(id: String? = nil, content: Content) {
        self.id = id
        self.content = content
    }
}

extension ToolbarModifier: Sendable where Content: Sendable {}
