/// What a key asks an interactive session to do.
public enum KeyCommand: Equatable, Sendable {
    /// Move the focus to the previous control, stopping at the first one (←, `h`).
    case previous
    /// Move the focus to the next control, stopping at the last one (→, `l`).
    case next
    /// Move the focus to the previous control, wrapping round (Shift-Tab).
    case previousWrapping
    /// Move the focus to the next control, wrapping round (Tab).
    case nextWrapping
    /// Choose the focused control (Enter, Space).
    case choose
    /// Leave without choosing (`q`, a lone Esc, Ctrl-C, Ctrl-D).
    case cancel
    /// Stop the process as a shell's job, with the terminal restored, until it is continued (Ctrl-Z).
    case suspend

    /// The command of `key`, or nil when the key does nothing.
    public init?(_ key: Key) {
        switch key {
        case .left, .character("h"): self = .previous
        case .right, .character("l"): self = .next
        case .backTab: self = .previousWrapping
        case .tab: self = .nextWrapping
        case .enter, .space: self = .choose
        case .escape, .interrupt, .endOfInput, .character("q"): self = .cancel
        case .suspend: self = .suspend
        default: return nil
        }
    }

    /// The focus index after this command, among `count` controls, from `index`.
    /// Choose, cancel and suspend leave it where it is.
    public func focus(from index: Int, count: Int) -> Int {
        guard count > 0 else { return 0 }
        let current = min(max(0, index), count - 1)
        switch self {
        case .previous: return max(0, current - 1)
        case .next: return min(count - 1, current + 1)
        case .previousWrapping: return (current + count - 1) % count
        case .nextWrapping: return (current + 1) % count
        case .choose, .cancel, .suspend: return current
        }
    }
}
