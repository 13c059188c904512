import Foundation
import Glibc
import Script

// inspect: read view code, build the typed tree, and dump, query, render or pick from it.
// Output goes to stdout only when the command succeeds, so nothing is half-written.

/// Writes `text` to a file descriptor; false when it cannot (a full disk, a closed stream).
func write(_ text: String, to handle: FileHandle) -> Bool {
    (try? handle.write(contentsOf: Data(text.utf8))) != nil
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    // Reading, evaluating (live too) and drawing recurse as deep as the view code nests, within
    // the reader's bounds: the whole command runs on a thread with a stack sized for them,
    // whatever the main thread's (`ulimit -s`, a debug or sanitizer build's larger frames).
    let output = try LargeStack.run {
        try Commands.run(
            arguments,
            stdin: { try? FileHandle.standardInput.read(upToCount: ViewFileLimits.readLimit) ?? Data() },
            isTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }
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
