import Foundation

/// A tap, or `count` taps in a row, reporting where the view was tapped.
public struct SpatialTapGesture: Gesture, Sendable {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// Where the view was tapped.
        public var location: CGPoint

        /// A tap value, as the inspector's tests make one to run a gesture's callbacks with.
        public init(location: CGPoint) {
            self.location = location
        }
    }

    /// How many taps the gesture needs.
    public var count: Int
    /// Where the location is measured from.
    public var coordinateSpace: CoordinateSpace

    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}
