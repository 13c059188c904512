extension View {
    /// Adds `gesture` to the view; `mask` says whether it, the gestures of the views inside, or
    /// both stay on.
    ///
    /// A terminal recognises no gesture: a running app never runs its callbacks; the inspector
    /// reads it and runs them (`gesture(_:)`, then `callOnEnded(value:)` and its siblings).
    public nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, AddGestureModifier<T>> where T: Gesture {
        modifier(AddGestureModifier(gesture: gesture, gestureMask: mask))
    }

    /// Adds `gesture` to the view, before the gestures of the views inside.
    public nonisolated func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, HighPriorityGestureModifier<T>> where T: Gesture {
        modifier(HighPriorityGestureModifier(gesture: gesture, gestureMask: mask))
    }

    /// Adds `gesture` to the view, recognised together with the gestures of the views inside.
    public nonisolated func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, SimultaneousGestureModifier<T>> where T: Gesture {
        modifier(SimultaneousGestureModifier(gesture: gesture, gestureMask: mask))
    }
}

extension AddGestureModifier: _PrimitiveModifier {}
extension HighPriorityGestureModifier: _PrimitiveModifier {}
extension SimultaneousGestureModifier: _PrimitiveModifier {}
