// Named apart from `Modifiers/EventModifiers.swift` (the event modifier types), whose object file has the same name.
/// The modifier keys held with a key, as a keyboard shortcut names them (`[.command, .shift]`).
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The keys, one bit each.
    public let rawValue: Int

    /// The set of the keys whose bits `rawValue` holds.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier key.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
