import Foundation

/// When a view that follows a timeline is drawn again, as SwiftUI's `TimelineSchedule`: the
/// dates of its entries from a start date on.
public protocol TimelineSchedule {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The entries from `startDate` on, for a schedule followed in `mode`.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule's entries are wanted, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// As often as the schedule says.
    case normal
    /// Rarely: the device saves power (an always-on display).
    case lowFrequency
}
