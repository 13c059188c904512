import Foundation
@testable import InspectCLI

/// The package's root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The path of a shipped example.
func examplePath(_ name: String) -> String {
    packageRoot.appendingPathComponent("Examples/\(name)").path
}

/// Runs the command in-process: its stdout on success, else its exit status and message.
func run(_ arguments: [String], stdin: String? = nil) -> (output: String, code: ExitCode, error: String) {
    do {
        let output = try Commands.run(arguments, stdin: { stdin.map { Data($0.utf8) } }, isTerminal: false, environment: [:])
        return (output.text, .success, "")
    } catch let error as CommandError {
        return ("", error.code, error.message)
    } catch {
        return ("", .dataError, "\(error)")
    }
}

/// The `inspect` executable built next to the tests (the test target depends on it).
func builtInspect() -> URL? {
    let directory = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "").deletingLastPathComponent()
    let inspect = directory.appendingPathComponent("inspect")
    return FileManager.default.isExecutableFile(atPath: inspect.path) ? inspect : nil
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// Runs the built `inspect` with `arguments` and stdin from /dev/null; stdout and stderr go to
/// files (no pipe can fill up), read back after it exits.
func runExecutable(_ inspect: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out"), err = directory.appendingPathComponent("err")
    try Data().write(to: out)
    try Data().write(to: err)
    let process = Process()
    process.executableURL = inspect
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
}
