import Foundation

/// A press held for `minimumDuration` seconds, without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture, Sendable {
    /// What a long press reports when it ends: that it succeeded.
    public typealias Value = Bool
    /// How long the press must be held, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move while it is held.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
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

extension ModifierGesture: Gesture where Content: Gesture {
    /// A modified gesture reports what its content reports.
    public typealias Value = Content.Value
}
