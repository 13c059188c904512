import Foundation

/// A drag: a press that moves at least `minimumDistance`, reporting where it is as it moves.
public struct DragGesture: Gesture, Sendable {
    /// Where a drag is, where it started and how fast it moves.
    public struct Value: Equatable, Sendable {
        /// When the drag reached this location.
        public var time: Date
        /// Where the drag is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How fast the drag moves, in points per second.
        public private(set) var velocity: CGSize

        /// A drag value, as the inspector's tests make one to run a gesture's callbacks with.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGVector) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = CGSize(width: velocity.dx, height: velocity.dy)
        }

        /// How far the drag moved from where it started.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would end if it stopped now, slowing down as SwiftUI predicts: a quarter
        /// of a second of its velocity past its location.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.predictionTime, y: location.y + velocity.height * Self.predictionTime)
        }

        /// How far the drag would move in all, from where it started to ``predictedEndLocation``.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// The seconds of velocity the predicted end lies beyond the location.
        private static let predictionTime: CGFloat = 0.25
    }

    /// How far the press must move before the drag starts.
    public var minimumDistance: CGFloat
    /// Where the locations are measured from.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}
