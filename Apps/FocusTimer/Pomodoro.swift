import Foundation

/// The two kinds of interval a pomodoro alternates between.
enum Interval: String {
    case focus = "Focus"
    case shortBreak = "Break"

    var next: Interval { self == .focus ? .shortBreak : .focus }
}

/// A countdown through focus intervals and breaks, one second at a time.
struct Pomodoro: Equatable {
    var focusMinutes = 25
    var breakMinutes = 5
    private(set) var interval = Interval.focus
    private(set) var elapsed = 0
    var isRunning = false

    /// The length of the current interval, in seconds.
    var length: Int { (interval == .focus ? focusMinutes : breakMinutes) * 60 }

    var remaining: Int { max(length - elapsed, 0) }

    /// The time left as minutes and seconds, as a kitchen timer shows it.
    var clock: String {
        String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }

    /// Counts one second; returns true when that second ended a focus interval.
    mutating func tick() -> Bool {
        guard isRunning else { return false }
        elapsed += 1
        guard remaining == 0 else { return false }
        let finishedFocus = interval == .focus
        skip()
        return finishedFocus
    }

    /// Ends the current interval now and starts the next one.
    mutating func skip() {
        interval = interval.next
        elapsed = 0
    }

    mutating func reset() {
        interval = .focus
        elapsed = 0
        isRunning = false
    }
}
