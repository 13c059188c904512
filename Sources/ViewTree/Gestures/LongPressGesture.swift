import Foundation

/// A press held for `minimumDuration` seconds, without moving more than `maximumDistance`.
public struct LongPressGesture: Gesture, Sendable {
    /// What a long press reports: whether it has been held long enough.
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
