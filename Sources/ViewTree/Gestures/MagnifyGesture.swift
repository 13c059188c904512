import Foundation

/// A pinch, reporting its scale, its speed and where it started.
public struct MagnifyGesture: Gesture, Sendable {
    /// What a pinch reports.
    public struct Value: Equatable, Sendable {
        /// When the pinch reached this scale.
        public var time: Date
        /// The scale (1 is the size it started at).
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint

        /// A pinch value, to run a gesture's callbacks with.
        public init(time: Date, magnification: CGFloat, velocity: CGFloat, startAnchor: UnitPoint, startLocation: CGPoint) {
            self.time = time
            self.magnification = magnification
            self.velocity = velocity
            self.startAnchor = startAnchor
            self.startLocation = startLocation
        }
    }

    /// How much the scale must change before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}
