import Foundation

/// A two-finger rotation, reporting its angle, its speed and where it started.
public struct RotateGesture: Gesture, Sendable {
    /// What a rotation reports.
    public struct Value: Equatable, Sendable {
        /// When the rotation reached this angle.
        public var time: Date
        /// The angle turned.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// Where the rotation started, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the rotation started.
        public var startLocation: CGPoint

        /// A rotation value, to run a gesture's callbacks with.
        public init(time: Date, rotation: Angle, velocity: Angle, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.rotation = rotation
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// Creates a rotate gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}
