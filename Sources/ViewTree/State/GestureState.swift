/// A value a gesture sets while it is under way and that returns to its initial value when the
/// gesture ends, as `@GestureState var isPressing = false`; `updating($isPressing) { … }` sets it.
///
/// A running app keeps it per view position, as it keeps `@State`. A terminal recognises no
/// gesture, so nothing sets it there: it reads its initial value. The inspector runs an
/// `updating` callback with a state of the test's own (`callUpdating(value:state:transaction:)`).
@propertyWrapper
public struct GestureState<Value> {
    /// The value's storage.
    package let state: State<Value>
    /// Runs when a gesture ends, with the value the state returns to and the transaction of that change.
    package let reset: (Value, inout Transaction) -> Void

    /// A gesture state that starts at `wrappedValue`, as `@GestureState var offset = CGSize.zero`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state that starts at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state that starts at `wrappedValue` and returns to it in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state that starts at `initialValue` and returns to it in `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state that starts at `wrappedValue`; `reset` sets the transaction it returns to it in.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        self.reset = reset
    }

    /// A gesture state that starts at `initialValue`; `reset` sets the transaction it returns to it in.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, as `$offset`, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state that starts at nil and returns to it in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state that starts at nil; `reset` sets the transaction it returns to it in.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: _PositionalStorage {
    package func _adoptStorage(_ existing: AnyObject?, tracker: any StateTracker) -> AnyObject {
        state._adoptStorage(existing, tracker: tracker)
    }
}
