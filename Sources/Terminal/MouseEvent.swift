/// A mouse event a terminal reports once mouse reporting is on (SGR encoding, mode 1006):
/// `ESC [ < button ; column ; row M` for a press, `… m` for a release.
public struct MouseEvent: Equatable, Hashable, Sendable {
    /// A mouse button.
    public enum Button: Equatable, Hashable, Sendable {
        /// The primary (left) button.
        case left
        /// The middle button (or wheel press).
        case middle
        /// The secondary (right) button.
        case right
    }

    /// What the mouse did.
    public enum Action: Equatable, Hashable, Sendable {
        /// A button went down.
        case press(Button)
        /// A button came up.
        case release(Button)
        /// The wheel turned up (away from the user).
        case scrollUp
        /// The wheel turned down (towards the user).
        case scrollDown
        /// The mouse moved (with a button held, or another report this package does not use).
        case move
    }

    /// What the mouse did.
    public let action: Action
    /// The column of the cell under the pointer, from 0 at the left.
    public let column: Int
    /// The row of the cell under the pointer, from 0 at the top.
    public let row: Int

    /// An event at the cell `column`, `row` (both from 0).
    public init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }

    /// The event an SGR report describes: its button code (`Cb`), its 1-based column and row,
    /// and whether it ended with `M` (press) or `m` (release); nil for codes it cannot mean.
    static func sgr(code: Int, column: Int, row: Int, isPress: Bool) -> MouseEvent? {
        guard column >= 1, row >= 1 else { return nil }
        let button: Button? = switch code & 0b11 {
        case 0: .left
        case 1: .middle
        case 2: .right
        default: nil
        }
        let action: Action
        if code & 64 != 0 {
            // The wheel: 64 up, 65 down; 66 and 67 (sideways) are moves this package does not use.
            switch code & 0b11 {
            case 0: action = .scrollUp
            case 1: action = .scrollDown
            default: action = .move
            }
        } else if code & 32 != 0 {
            action = .move
        } else if let button {
            action = isPress ? .press(button) : .release(button)
        } else {
            return nil
        }
        return MouseEvent(action, column: column - 1, row: row - 1)
    }
}
