/// A two-finger rotation, reporting the angle turned.
public struct RotationGesture: Gesture, Sendable {
    /// What a rotation reports: the angle.
    public typealias Value = Angle
    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
