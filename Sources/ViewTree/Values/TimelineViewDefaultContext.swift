import Foundation

/// What the content of a timeline's view is made from, as SwiftUI's `TimelineViewDefaultContext`
/// (every timeline view's `Context`): the date of the entry drawn and how often entries come.
public struct TimelineViewDefaultContext: Sendable, Hashable {
    /// How often the content is drawn again, as SwiftUI's `Cadence`.
    public enum Cadence: Int, Comparable, Sendable, Hashable, CaseIterable {
        /// As often as the schedule says (every frame, for an animation).
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes

        /// Whether `lhs` is more frequent than `rhs`.
        public static func < (lhs: Cadence, rhs: Cadence) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// The date of the entry the content is drawn for.
    public let date: Date
    /// How often the content is drawn again.
    public let cadence: Cadence

    /// A context of the entry at `date`, drawn again at `cadence`: the inspector's, for making a
    /// timeline's content (as ViewInspector's `Context(date:cadence:)`), now and live unless given.
    public init(date: Date = Date(), cadence: Cadence = .live) {
        self.date = date
        self.cadence = cadence
    }

    /// Asks for the content to be made again before the next entry: on Linux the content is made
    /// whenever its view is drawn, so this changes nothing.
    public func invalidateTimelineContent() {}
}
