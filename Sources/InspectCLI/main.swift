import Foundation
import Glibc

// inspect: read view code, build the typed tree, and dump, query, render or pick from it.
// Output goes to stdout only when the command succeeds, so nothing is half-written.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let output = try Commands.run(
        arguments,
        stdin: { try? FileHandle.standardInput.readToEnd() ?? Data() },
        isTerminal: isatty(STDOUT_FILENO) == 1,
        environment: ProcessInfo.processInfo.environment)
    FileHandle.standardOutput.write(Data(output.text.utf8))
    exit(ExitCode.success.rawValue)
} catch let error as CommandError {
    FileHandle.standardError.write(Data((error.message + "\n").utf8))
    exit(error.code.rawValue)
} catch {
    FileHandle.standardError.write(Data("inspect: \(error)\n".utf8))
    exit(ExitCode.dataError.rawValue)
}
