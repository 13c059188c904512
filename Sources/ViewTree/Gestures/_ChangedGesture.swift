/// A gesture with an action that runs each time its value changes, made by `onChanged(_:)`.
///
/// The action is at `_body|modifier|callbacks|changed`, the gesture at `_body|content`.
public struct _ChangedGesture<Content> where Content: Gesture, Content.Value: Equatable {
    /// The gesture and its callbacks.
    public var _body: ModifierGesture<CallbacksGesture<ChangedCallbacks<Content.Value>>, Content>

    /// Creates a changed gesture that runs `action`.
    public init(_ content: Content, action: @escaping (Content.Value) -> Void) {
        _body = ModifierGesture(content: content, modifier: CallbacksGesture(callbacks: ChangedCallbacks(changed: action)))
    }
}

extension _ChangedGesture: Gesture {
    /// A changed gesture reports what its content reports.
    public typealias Value = Content.Value
}
