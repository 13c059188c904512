extension Gesture {
    /// Runs `action` with the gesture's value when it ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(self, action: action)
    }

    /// Sets `state` as the gesture changes: `body` runs with each new value, the state to set
    /// and the transaction of the change; the state returns to its initial value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` with the gesture's value each time it changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(self, action: action)
    }
}
