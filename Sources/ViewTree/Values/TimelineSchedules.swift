import Foundation

// SwiftUI's schedules, each with the implicit member that names it (`.everyMinute`,
// `.periodic(from:by:)`, `.animation`, `.explicit(_:)`).

/// A schedule of the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, Hashable {
    /// The schedule.
    public init() {}

    /// The start date, then the start of each minute after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: startDate)
    }

    /// The start date, then the start of each minute after it.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var first: Date?
        private var minutes: PeriodicTimelineSchedule.Entries

        init(start: Date) {
            first = start
            let minute = (start.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
            minutes = PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
        }

        /// The next entry.
        public mutating func next() -> Date? {
            if let start = first {
                first = nil
                return start
            }
            return minutes.next()
        }
    }
}

/// A schedule of entries one interval apart from a date, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, Hashable {
    /// The first entry.
    package let startDate: Date
    /// The time between two entries.
    package let interval: TimeInterval

    /// Entries `interval` seconds apart from `startDate` on.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries from the schedule's start on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: self.startDate, interval: interval)
    }

    /// The entries from a start on, one interval apart, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        /// The entry `next()` gives.
        private var upcoming: Date
        /// The time between two entries, at least a millisecond.
        private let interval: TimeInterval

        /// The entries from `start` on, `interval` seconds apart.
        init(start: Date, interval: TimeInterval) {
            upcoming = start
            self.interval = Swift.max(interval, 0.001)
        }

        /// The next entry.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// A schedule of the frames of an animation, as SwiftUI's `AnimationTimelineSchedule`: at most
/// one entry every `minimumInterval` seconds (a sixtieth of a second when none is given).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable, Hashable {
    /// The least time between two entries, or nil for the display's rate.
    package let minimumInterval: Double?
    /// Whether the animation is paused: no entry after the first.
    package let paused: Bool

    /// A schedule of frames at most `minimumInterval` apart, paused or not.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The entries from `startDate` on: the first alone while paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(frames: PeriodicTimelineSchedule.Entries(start: startDate, interval: minimumInterval ?? 1.0 / 60), paused: paused)
    }

    /// The frames of the animation.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var frames: PeriodicTimelineSchedule.Entries
        private let paused: Bool
        private var started = false

        init(frames: PeriodicTimelineSchedule.Entries, paused: Bool) {
            self.frames = frames
            self.paused = paused
        }

        /// The next frame; none after the first while paused.
        public mutating func next() -> Date? {
            if paused, started { return nil }
            started = true
            return frames.next()
        }
    }
}

/// A schedule of the dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    /// The dates.
    package let dates: Entries

    /// A schedule of `dates`.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, whatever the start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Every minute, on the minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate` on.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Each frame of an animation.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// The frames of an animation, at most one every `minimumInterval` seconds, paused or not.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// The dates `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
