import Foundation

/// The colours of a gradient, as SwiftUI's `Gradient`: its `stops`, each a colour at a location
/// from 0 (the start) to 1 (the end).
public struct Gradient: Sendable, Hashable {
    /// One colour of a gradient and where it is.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// Where the colour is, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient of the given stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of `colors` spaced evenly from start to end (one colour sits at the start).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }
}
