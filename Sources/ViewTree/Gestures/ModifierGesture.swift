/// A gesture with a modifier (callbacks, a mapping, event modifiers) applied: the shape SwiftUI
/// gives `onEnded(_:)`, `onChanged(_:)`, `map(_:)` and `modifiers(_:)`, at `_body`.
public struct ModifierGesture<Modifier, Content> {
    /// The modified gesture.
    public var content: Content
    /// What was applied to it.
    public var modifier: Modifier

    /// Creates a modified gesture.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifierGesture: Gesture where Content: Gesture {
    /// A modified gesture reports what its content reports.
    public typealias Value = Content.Value
}
