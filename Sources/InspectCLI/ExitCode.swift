/// The command's exit statuses, from sysexits(3).
enum ExitCode: Int32, CaseIterable {
    /// Success.
    case success = 0
    /// Nothing found, a cancelled pick, or snapshots that differ from their references.
    case failure = 1
    /// Bad usage: an unknown command or option, a missing argument.
    case usage = 64
    /// Bad input: view code that cannot be read or built, or a tree that cannot be inspected or rendered.
    case dataError = 65
    /// A missing or unreadable file.
    case noInput = 66
    /// The output could not be written.
    case ioError = 74

    /// A few words for the overview's list of exit statuses.
    var summary: String {
        switch self {
        case .success: "success"
        case .failure: "nothing found, pick cancelled or snapshots differ"
        case .usage: "bad usage"
        case .dataError: "bad input"
        case .noInput: "missing or unreadable file"
        case .ioError: "output not written"
        }
    }
}

/// A failure that ends the command with a message on stderr and an exit status.
struct CommandError: Error {
    /// What went wrong, written to stderr.
    var message: String
    /// The exit status.
    var code: ExitCode
}
