import Foundation
@testable import InspectCLI
import Script
import ScriptSyntax
import Testing
import Expectations

/// `inspect run` refuses to start rather than run half a program, and documents its keys.
@MainActor @Suite struct RunCommandTests {
    func write(_ source: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("View.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func aConstructOutsideTheSubsetIsReportedWhereItIsAndNothingRuns() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("""
            struct Saver: View {
                var body: some View {
                    Text(label(3))
                }
                func label(_ n: Int) -> String {
                    switch n {
                    case 3: fallthrough
                    default: return "n"
                    }
                }
            }
            #Preview { Saver() }
            """, in: directory)
        let result = run(["run", file])
        expectEqual(result.code, .dataError)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("\(file):7:17: error: not supported by the reader: 'fallthrough'"), "\(result.error)")
    }

    @Test func anUnknownNameInAnActionIsReportedBeforeAnythingRuns() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("""
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Button("Add") { cont += 1 }
                }
            }
            #Preview { Counter() }
            """, in: directory)
        let result = run(["run", file])
        expectEqual(result.code, .dataError)
        #expect(result.error.hasPrefix("\(file):4:25: error: unknown name 'cont' in the action; did you mean 'count'?"), "\(result.error)")
    }

    @Test func anActionsErrorIsReportedWithItsExactMessageAndNothingElse() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("""
            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Add") { cont += 1 } }
            }
            #Preview { Counter() }
            """, in: directory)
        let result = run(["run", file])
        expectEqual(result.code, .dataError)
        #expect(result.error == """
            \(file):3:43: error: unknown name 'cont' in the action; did you mean 'count'?
                var body: some View { Button("Add") { cont += 1 } }
                                                      ^
            """)
    }

    /// Run in-process, a good file would start the app when stdin is a terminal: only without one.
    @Test(.enabled(if: isatty(STDIN_FILENO) == 0))
    func theFilesAreParsedOnceBeforeTheTerminalIsLookedFor() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = """
            // \(UUID().uuidString)
            struct Counter: View {
                @State private var count = 0
                var body: some View { Button("Add \\(count)") { count += 1 } }
            }
            #Preview { Counter() }
            """
        let file = try write(source, in: directory)
        ParseCount.watch(source)
        defer { ParseCount.unwatch(source) }
        let result = run(["run", file])
        expectEqual(result.error, "inspect run: standard input is not a terminal")
        expectEqual(ParseCount.count(of: source), 1)
    }

    @Test func theViewCodeCannotComeFromStandardInput() {
        let result = run(["run", "-"], stdin: "Text(\"a\")")
        expectEqual(result.code, .usage)
        expectContains(result.error, "the view code must come from a FILE")
    }

    @Test func withoutATerminalItRefusesToStart() throws {
        let inspect = try #require(builtInspect())
        let result = try runExecutable(inspect, ["run", examplePath("custom-view.swift")])
        expectEqual(result.status, ExitCode.failure.rawValue)
        expectContains(result.stderr, "inspect run: standard input is not a terminal")
        #expect(result.stdout.isEmpty)
    }

    @Test func itsHelpDocumentsTheKeys() {
        let help = run(["run", "--help"]).output
        for key in ["Tab/Shift-Tab", "Enter or Space", "q, Esc, Ctrl-C or Ctrl-D quit", "Ctrl-Z"] {
            #expect(help.contains(key), "\(key) is not in the help:\n\(help)")
        }
    }
}
