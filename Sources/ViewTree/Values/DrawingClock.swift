import Foundation

/// The time and the time zone views are drawn at: the process's, or, while a snapshot is taken
/// (``fixed(_:)``), fixed ones, so that a reference file is the same at every run and on every
/// machine. What reads the clock to draw reads it here: a relative date's distance, a timer's
/// progress, a timeline's context, the dates view code makes with `Date()` or `.now`, and the time
/// zone dates are drawn in.
package enum DrawingClock {
    /// The instant a snapshot is taken at: 2001-01-01 00:00:00 UTC (Foundation's reference date).
    package static let fixedDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The time zone a snapshot is drawn in.
    package static let fixedTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    @TaskLocal private static var isFixed = false

    /// Now: the process's clock, or ``fixedDate`` inside ``fixed(_:)``.
    package static var now: Date { isFixed ? fixedDate : Date() }

    /// The time zone dates are drawn in: the process's, or ``fixedTimeZone`` inside ``fixed(_:)``.
    package static var timeZone: TimeZone { isFixed ? fixedTimeZone : .current }

    /// Runs `body` with the clock and the time zone fixed (on this task, and the tasks it makes).
    package static func fixed<T>(_ body: () throws -> T) rethrows -> T {
        try $isFixed.withValue(true, operation: body)
    }
}
