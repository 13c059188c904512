/// A gesture recognised only while modifier keys are held, made by `modifiers(_:)`.
///
/// The keys are at `_body|modifier|modifiers`, the gesture at `_body|content`. SwiftUI has it on
/// macOS; here it is everywhere, and a terminal recognises no gesture, with keys or without.
public struct _ModifiersGesture<Content> where Content: Gesture {
    /// The gesture and its keys.
    public var _body: ModifierGesture<EventModifiersGesture, Content>

    /// Creates the gesture.
    public init(_ content: Content, modifiers: EventModifiers) {
        _body = ModifierGesture(content: content, modifier: EventModifiersGesture(modifiers: modifiers))
    }
}

extension _ModifiersGesture: Gesture {
    /// The gesture reports what its content reports.
    public typealias Value = Content.Value
}

/// The gesture modifier that holds the modifier keys a gesture needs.
public struct EventModifiersGesture: Sendable {
    /// The keys that must be held.
    public var modifiers: EventModifiers

    /// Creates the modifier.
    public init(modifiers: EventModifiers) {
        self.modifiers = modifiers
    }
}
