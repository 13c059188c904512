/// The command's exit statuses, from sysexits(3).
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// Nothing found, or a cancelled pick.
    case failure = 1
    /// Bad usage: an unknown command or option, a missing argument.
    case usage = 64
    /// Bad input: view code that cannot be read or built, or a tree that cannot be inspected or rendered.
    case dataError = 65
    /// A missing or unreadable file.
    case noInput = 66
    /// The output could not be written.
    case ioError = 74
}

/// A failure that ends the command with a message on stderr and an exit status.
struct CommandError: Error {
    var message: String
    var code: ExitCode
}
