/// A key the user pressed, as decoded from the bytes a terminal sends in raw mode.
public enum Key: Equatable, Hashable, Sendable {
    /// ← (`ESC [ D` or `ESC O D`).
    case left
    /// → (`ESC [ C` or `ESC O C`).
    case right
    /// ↑ (`ESC [ A` or `ESC O A`).
    case up
    /// ↓ (`ESC [ B` or `ESC O B`).
    case down
    /// Tab (0x09).
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Enter: carriage return (0x0D) or line feed (0x0A).
    case enter
    /// The space bar (0x20).
    case space
    /// A lone Escape (0x1B not followed by the rest of a sequence in time).
    case escape
    /// Ctrl-C (0x03), which raw mode delivers as a byte instead of a signal.
    case interrupt
    /// Ctrl-D (0x04): in raw mode it arrives as a byte, and it means the end of the input.
    case endOfInput
    /// Ctrl-Z (0x1A), which raw mode delivers as a byte instead of a stop signal.
    case suspend
    /// A printable character.
    case character(Character)
    /// Bytes that form no key this package knows: other control bytes,
    /// other escape sequences, invalid UTF-8.
    case unknown([UInt8])
}
