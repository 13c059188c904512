/// A gesture: something a view recognises, with a value while it changes and when it ends.
///
/// A terminal has no touch, pointer drag, pinch or rotation: a running app recognises no gesture,
/// and the inspector runs a gesture's callbacks (`callOnEnded(value:)` and its siblings).
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// An optional gesture, as `gesture(isActive ? drag : nil)`: the gesture when there is one, else none.
extension Optional: Gesture where Wrapped: Gesture {
    /// An optional gesture reports what its gesture reports.
    public typealias Value = Wrapped.Value
}
