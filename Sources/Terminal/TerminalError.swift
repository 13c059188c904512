import Foundation

/// Why an interactive session could not run.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The descriptor is not a terminal, so it has no raw mode to enter.
    case notATerminal(descriptor: Int32)
    /// Another session holds the terminal: only one runs at a time.
    case sessionAlreadyRunning
    /// A system call failed with `errno`.
    case systemCall(String, errno: Int32)

    /// One line: what was expected, and what was found.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            "not a terminal: expected a terminal on file descriptor \(descriptor), found another kind of file (a pipe or a regular file)"
        case .sessionAlreadyRunning:
            "session already running: expected no other interactive session, found one holding the terminal"
        case let .systemCall(call, errno):
            "system call failed: \(call) set errno \(errno) (\(String(cString: strerror(errno))))"
        }
    }

    /// The description: the error is its own `localizedDescription`.
    public var errorDescription: String? { description }
}
