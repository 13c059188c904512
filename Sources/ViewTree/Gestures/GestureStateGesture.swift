/// A gesture that sets a ``GestureState`` as it changes, made by `updating(_:body:)`.
///
/// The gesture is at `base`, the callback at `body`.
public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    /// The gesture reports what its base reports.
    public typealias Value = Base.Value

    /// The gesture.
    public var base: Base
    /// The state the callback sets.
    public var state: GestureState<State>
    /// Runs with each new value of the gesture, the state to set and the transaction of the change.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// Creates the gesture.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }
}
