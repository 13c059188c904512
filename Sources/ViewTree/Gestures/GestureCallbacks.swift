/// The gesture modifier that holds callbacks: ``EndedCallbacks``, ``ChangedCallbacks`` or
/// ``PressableGestureCallbacks``.
public struct CallbacksGesture<Callbacks> {
    /// The callbacks.
    public var callbacks: Callbacks

    /// Creates the modifier.
    public init(callbacks: Callbacks) {
        self.callbacks = callbacks
    }
}

/// The callback a gesture runs when it ends, as `onEnded(_:)` gives it.
public struct EndedCallbacks<Value> {
    /// Runs with the gesture's value when it ends.
    public var ended: (Value) -> Void

    /// Creates the callbacks.
    public init(ended: @escaping (Value) -> Void) {
        self.ended = ended
    }
}

/// The callback a gesture runs each time its value changes, as `onChanged(_:)` gives it.
public struct ChangedCallbacks<Value> where Value: Equatable {
    /// Runs with the gesture's new value.
    public var changed: (Value) -> Void

    /// Creates the callbacks.
    public init(changed: @escaping (Value) -> Void) {
        self.changed = changed
    }
}

/// The callbacks of a press, as `onLongPressGesture` gives them: `pressing` while the press
/// starts and ends, `pressed` when it succeeds.
public struct PressableGestureCallbacks<Value> {
    /// Runs with true when a press starts and false when it ends; nil when the code gave none.
    public var pressing: ((Value) -> Void)?
    /// Runs when the press succeeds.
    public var pressed: () -> Void

    /// Creates the callbacks.
    public init(pressing: ((Value) -> Void)? = nil, pressed: @escaping () -> Void) {
        self.pressing = pressing
        self.pressed = pressed
    }
}
