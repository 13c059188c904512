extension InteractiveSession {
    /// How a session ended.
    public enum Outcome: Equatable, Sendable {
        /// The user chose the control at this focus index; its `activate()` ran.
        case chosen(Int)
        /// The user cancelled (`q`, Esc, Ctrl-C) or the input ended.
        case cancelled
    }
}
