/// A gesture with an action that runs when it ends, made by `onEnded(_:)` and `onTapGesture`.
///
/// The action is at `_body|modifier|callbacks|ended`, the gesture at `_body|content`.
public struct _EndedGesture<Content> where Content: Gesture {
    /// The gesture and its callbacks.
    public var _body: ModifierGesture<CallbacksGesture<EndedCallbacks<Content.Value>>, Content>

    /// Creates an ended gesture that runs `action`.
    public init(_ content: Content, action: @escaping (Content.Value) -> Void) {
        _body = ModifierGesture(content: content, modifier: CallbacksGesture(callbacks: EndedCallbacks(ended: action)))
    }
}

extension _EndedGesture: Gesture {
    /// An ended gesture reports what its content reports.
    public typealias Value = Content.Value
}
