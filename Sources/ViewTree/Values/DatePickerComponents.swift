/// The parts of a date a date picker shows, as SwiftUI's `DatePickerComponents`:
/// `.date`, `.hourAndMinute`, or both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// A set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
