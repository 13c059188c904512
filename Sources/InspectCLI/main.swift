import Foundation
import Glibc

// inspect: read view code, build the typed tree, and dump, query, render or pick from it.
// Output goes to stdout only when the command succeeds, so nothing is half-written.

/// Writes `text` to a file descriptor; false when it cannot (a full disk, a closed stream).
func write(_ text: String, to handle: FileHandle) -> Bool {
    (try? handle.write(contentsOf: Data(text.utf8))) != nil
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let output = try Commands.run(
        arguments,
        stdin: { try? FileHandle.standardInput.read(upToCount: ViewFileLimits.readLimit) ?? Data() },
        isTerminal: isatty(STDOUT_FILENO) == 1,
        environment: ProcessInfo.processInfo.environment)
    guard write(output.text, to: .standardOutput) else {
        _ = write("inspect: cannot write the output\n", to: .standardError)
        exit(ExitCode.ioError.rawValue)
    }
    exit(ExitCode.success.rawValue)
} catch let error as CommandError {
    _ = write(error.message + "\n", to: .standardError)
    exit(error.code.rawValue)
} catch {
    _ = write("inspect: \(error)\n", to: .standardError)
    exit(ExitCode.dataError.rawValue)
}
