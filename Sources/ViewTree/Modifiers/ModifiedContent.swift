/// A view (or modifier) with a modifier applied: `content` is what was
/// modified and `modifier` is what was applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// What the modifier applies to.
    public var content: Content
    /// The applied modifier.
    public var modifier: Modifier

    /// Creates modified content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}
