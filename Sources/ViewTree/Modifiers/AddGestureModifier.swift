/// The modifier `gesture(_:including:)` applies, and `onTapGesture` and `onLongPressGesture` with it.
public struct AddGestureModifier<G> where G: Gesture {
    /// The gesture.
    public var gesture: G
    /// Which gestures stay on: the added one, those of the views inside, or both.
    public var gestureMask: GestureMask

    /// Creates the modifier.
    public init(gesture: G, gestureMask: GestureMask = .all) {
        self.gesture = gesture
        self.gestureMask = gestureMask
    }
}

/// The modifier `highPriorityGesture(_:including:)` applies: its gesture goes before those of the views inside.
public struct HighPriorityGestureModifier<G> where G: Gesture {
    /// The gesture.
    public var gesture: G
    /// Which gestures stay on: the added one, those of the views inside, or both.
    public var gestureMask: GestureMask

    /// Creates the modifier.
    public init(gesture: G, gestureMask: GestureMask = .all) {
        self.gesture = gesture
        self.gestureMask = gestureMask
    }
}

/// The modifier `simultaneousGesture(_:including:)` applies: its gesture is recognised with those of the views inside.
public struct SimultaneousGestureModifier<G> where G: Gesture {
    /// The gesture.
    public var gesture: G
    /// Which gestures stay on: the added one, those of the views inside, or both.
    public var gestureMask: GestureMask

    /// Creates the modifier.
    public init(gesture: G, gestureMask: GestureMask = .all) {
        self.gesture = gesture
        self.gestureMask = gestureMask
    }
}
