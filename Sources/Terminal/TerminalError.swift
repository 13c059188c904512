/// Why an interactive session could not run.
public enum TerminalError: Error, Equatable, Sendable {
    /// The descriptor is not a terminal, so it has no raw mode to enter.
    case notATerminal(descriptor: Int32)
    /// Another session holds the terminal: only one runs at a time.
    case sessionAlreadyRunning
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)
}
