/// A gesture: something a view recognises, with a value when it ends.
public protocol Gesture {
    /// What the gesture reports when it ends.
    associatedtype Value
}

/// A tap, or `count` taps in a row.
public struct TapGesture: Gesture, Sendable {
    /// What a tap reports: nothing.
    public typealias Value = Void
    /// How many taps the gesture needs.
    public var count: Int

    /// Creates a tap gesture.
    public init(count: Int = 1) {
        self.count = count
    }
}

/// The callbacks a gesture runs when it ends.
public struct EndedCallbacks<Value> {
    /// Runs with the gesture's value when it ends.
    public var ended: (Value) -> Void

    /// Creates the callbacks.
    public init(ended: @escaping (Value) -> Void) {
        self.ended = ended
    }
}

/// A gesture with a modifier, such as callbacks, applied.
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

/// A gesture with an action that runs when it ends, made by `onEnded(_:)` and `onTapGesture`.
///
/// The action is at `_body|modifier|callbacks|ended`.
public struct _EndedGesture<Content> where Content: Gesture {
    /// The gesture and its callbacks.
    public var _body: ModifierGesture<CallbacksGesture<EndedCallbacks<Content.Value>>, Content>

    /// Creates an ended gesture that runs `action`.
    public init(_ content: Content, action: @escaping (Content.Value) -> Void) {
        _body = ModifierGesture(content: content, modifier: CallbacksGesture(callbacks: EndedCallbacks(ended: action)))
    }
}

/// The gesture modifier that holds callbacks.
public struct CallbacksGesture<Callbacks> {
    /// The callbacks.
    public var callbacks: Callbacks

    /// Creates the modifier.
    public init(callbacks: Callbacks) {
        self.callbacks = callbacks
    }
}

/// The modifier that attaches a gesture to a view, as `onTapGesture(count:perform:)` does.
public struct AddGestureModifier<G> where G: Gesture {
    /// The gesture.
    public var gesture: G

    /// Creates the modifier.
    public init(gesture: G) {
        self.gesture = gesture
    }
}

extension _EndedGesture: Gesture {
    /// An ended gesture reports what its content reports.
    public typealias Value = Content.Value
}
