import Foundation

/// A pinch, reporting how much it has magnified (1 is the size it started at).
public struct MagnificationGesture: Gesture, Sendable {
    /// What a pinch reports: the scale.
    public typealias Value = CGFloat
    /// How much the scale must change before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}
