import Foundation

extension Text {
    /// Where a line too long for its space is cut.
    public enum TruncationMode: Sendable, Hashable, CaseIterable {
        /// At the start: `…fgh`.
        case head
        /// At the end: `abc…`.
        case tail
        /// In the middle: `ab…gh`.
        case middle
    }

    /// A case a text is shown in, whatever its characters.
    public enum Case: Sendable, Hashable, CaseIterable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// The ways `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable, Hashable, CaseIterable {
        /// The date alone: `June 3, 2024`.
        case date
        /// The time alone: `9:41 AM`.
        case time
        /// The time from now to the date: `2 hours, 5 minutes`.
        case relative
        /// The signed offset from now: `+2 hours`.
        case offset
        /// A count-down or count-up timer: `2:05:00`.
        case timer
    }
}
