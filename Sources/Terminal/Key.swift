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
    /// Home (`ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~`) or Ctrl-A.
    case home
    /// End (`ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~`) or Ctrl-E.
    case end
    /// Backspace: DEL (0x7F) or Ctrl-H (0x08), deleting the character before the cursor.
    case backspace
    /// Delete (`ESC [ 3 ~`), deleting the character after the cursor.
    case delete
    /// A word to the left: Alt-← or Ctrl-← (`ESC [ 1 ; 3 D`, `ESC [ 1 ; 5 D`), or Alt-b (`ESC b`).
    case wordLeft
    /// A word to the right: Alt-→ or Ctrl-→ (`ESC [ 1 ; 3 C`, `ESC [ 1 ; 5 C`), or Alt-f (`ESC f`).
    case wordRight
    /// Page Up (`ESC [ 5 ~`).
    case pageUp
    /// Page Down (`ESC [ 6 ~`).
    case pageDown
    /// A printable character.
    case character(Character)
    /// A mouse event (a click, the wheel), reported while mouse reporting is on.
    case mouse(MouseEvent)
    /// Bytes that form no key this package knows: other control bytes,
    /// other escape sequences, invalid UTF-8.
    case unknown([UInt8])
}
