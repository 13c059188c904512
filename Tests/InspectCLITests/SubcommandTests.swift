import Foundation
@testable import InspectCLI
import Script
import Testing
import Expectations

/// The subcommands as declared types: the help made from their declarations, the option
/// parsing against them, and the one size check (the reader's).
@MainActor @Suite struct SubcommandTests {
    /// Every command, as (name, abstract, options).
    static let commands = Commands.all.map { ($0.configuration.name, $0.configuration.abstract, $0.options) }

    @Test func overviewListsEveryCommandWithItsAbstract() throws {
        let overview = run(["--help"]).output
        let lines = overview.split(separator: "\n").map(String.init)
        let names = Self.commands.map(\.0)
        expectEqual(names, ["dump", "tags", "find", "render", "pick", "check", "run", "snapshot"])
        for (name, abstract, _) in Self.commands {
            let line = try #require(lines.first { $0.hasPrefix("  \(name) ") }, "\(name) is not in the overview")
            #expect(line.hasSuffix(abstract), "\(name): \(line)")
            #expect(!abstract.isEmpty && !abstract.contains("\n"))
        }
        // The commands' list is one aligned block: every abstract starts in the same column.
        let columns = Set(Self.commands.compactMap { name, abstract, _ in lines.first { $0.hasPrefix("  \(name) ") }.map { $0.count - abstract.count } })
        expectEqual(columns.count, 1)
        // The exit statuses come from ExitCode, 74 included.
        expectContains(overview, "74 output not written")
        #expect(run([]).error == overview.dropLast(), "inspect with no arguments shows the overview on stderr")
    }

    @Test(arguments: Commands.all.map { $0.configuration.name })
    func eachCommandsHelpListsItsOptions(name: String) throws {
        let command = try #require(Commands.all.first { $0.configuration.name == name })
        let help = run([name, "--help"])
        let usage = "usage: inspect \(name) \(command.configuration.operands)"
        expectEqual(help.code, .success)
        #expect(help.output.hasPrefix(usage))
        let options = try #require(help.output.components(separatedBy: "\n\noptions:\n").last)
        let rows = options.split(separator: "\n").map(String.init)
        expectEqual(rows.count, command.options.count + 1)
        for option in command.options {
            let row = try #require(rows.first { $0.hasPrefix("  \(option.synopsis) ") }, "\(name) --help does not list \(option.name)")
            #expect(row.hasSuffix("   " + option.help))
            #expect(help.output.hasPrefix(usage) && help.output.contains(option.name))
        }
        expectEqual(rows.last?.hasPrefix("  -h, --help"), true)
        expectEqual(run([name, "-h"]).output, help.output)
    }

    @Test func dumpsHelpIsMadeFromItsDeclarations() {
        #expect(run(["dump", "--help"]).output == """
            usage: inspect dump FILE...|- [--format tree|json|mirror] [--types short|full] [--preview NAME|INDEX] [--root EXPR]
              Prints the view tree: one view per line with its text, tag, id and modifiers (tree),
              as JSON with a schema version (json), or as the standard library's dump (mirror).

            options:
              --format tree|json|mirror   the output format (default: tree)
              --types short|full          type names without generic arguments (default: short), or in full
              --preview NAME|INDEX        the #Preview named NAME, or the INDEXth from 1 (default: the first)
              --root EXPR                 the root view, written as view code: 'ContentView(title: "x")'
              -h, --help                  show this help

            """)
    }

    @Test(arguments: [
        (["render", "--widht", "40"], "inspect render: unknown option --widht; did you mean --width?"),
        (["tags", "--jsno"], "inspect tags: unknown option --jsno; did you mean --json?"),
        (["find", "--tpye", "Text"], "inspect find: unknown option --tpye; did you mean --type?"),
        (["dump", "--type", "full"], "inspect dump: unknown option --type; did you mean --types?"),
        (["check", "--hepl"], "inspect check: unknown option --hepl; did you mean --help?"),
        (["render", "--zzzzzzzz"], "inspect render: unknown option --zzzzzzzz"),
    ])
    func unknownOptionSuggestsTheNearestOne(arguments: [String], message: String) {
        let result = run(Array(arguments.prefix(1)) + [examplePath("nested.swift")] + arguments.dropFirst())
        expectEqual(result.code, .usage)
        expectEqual(result.error, message)
        #expect(result.output.isEmpty)
    }

    @Test func aFlagTakesNoValueAndAValuedOptionNeedsOne() {
        expectEqual(run(["tags", examplePath("nested.swift"), "--json=yes"]).error, "inspect tags: option --json takes no value")
        expectEqual(run(["dump", examplePath("nested.swift"), "--format=json"]).code, .success)
        expectEqual(run(["dump", examplePath("nested.swift"), "--types=wide"]).error, "inspect dump: --types takes short or full, found 'wide'")
        expectEqual(run(["find", examplePath("nested.swift"), "--text"]).error, "inspect find: option --text needs a value")
    }

    @Test func aValuesUsageErrorIsMadeFromItsOptionsDeclaration() {
        let file = examplePath("nested.swift")
        expectEqual(run(["render", file, "--width", "abc"]).error, "inspect render: --width takes a number from 1 to 10000, found 'abc'")
        expectEqual(run(["render", file, "--width=0"]).error, "inspect render: --width takes a number from 1 to 10000, found '0'")
        expectEqual(run(["render", file, "--width", "0"]).code, .usage)
        expectEqual(run(["tags", file, "--preview", "-2"]).error, "inspect tags: --preview takes a name or a number from 1, found '-2'")
    }

    @Test func findsSynopsisAndItsOneCriterionErrorNameItsCriteriaOptions() {
        let usage = "usage: inspect find FILE...|- (--text S | --tag V | --id V | --type T) [--preview NAME|INDEX] [--root EXPR]"
        #expect(run(["find", "--help"]).output.hasPrefix(usage + "\n"))
        let error = run(["find", examplePath("nested.swift"), "--text", "a", "--id", "b"]).error
        #expect(error.hasPrefix("inspect find: expected exactly one of --text, --tag, --id, --type, found 2\n" + usage + "\n"))
    }

    @Test func pickRefusesStandardInputBeforeReadingIt() {
        var read = false
        let result: ExitCode
        do {
            _ = try Commands.run(["pick", "-"], stdin: { read = true; return Data() }, isTerminal: false, environment: [:])
            result = .success
        } catch let error as CommandError {
            result = error.code
            expectEqual(error.message, "inspect pick: the view code must come from a FILE, since the keys come from standard input")
        } catch {
            result = .dataError
        }
        expectEqual(result, .usage)
        #expect(!read)
    }

    /// A file one byte over the limit, whose cut at the read limit splits a two-byte character:
    /// the reader checks the size first, so the message is the size's, once, with status 65.
    @Test func tooLargeFileGivesTheSingleMessageAndExitSixtyFive() throws {
        let inspect = try #require(builtInspect(), "inspect was not built next to the tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("large.swift")
        var bytes = Data(repeating: UInt8(ascii: " "), count: ViewFile.sizeLimit)
        bytes.append(contentsOf: Array("é".utf8))
        try bytes.write(to: file)
        let result = try runExecutable(inspect, ["check", file.path])
        expectEqual(result.status, 65)
        expectEqual(result.stderr, "inspect: \(file.path): the file is larger than 16 MB\n")
        #expect(result.stdout.isEmpty)
        // In-process, from stdin, a file of exactly the limit plus one: the same single message.
        let stdin = run(["dump", "-"], stdin: String(repeating: " ", count: ViewFile.sizeLimit + 1))
        expectEqual(stdin.code, .dataError)
        expectEqual(stdin.error, "inspect: -: the file is larger than 16 MB")
    }

    @Test func notUTF8IsBadInputWithItsMessage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("latin1.swift")
        try Data([0x54, 0x65, 0x78, 0x74, 0x28, 0x22, 0xE9, 0x22, 0x29]).write(to: file)
        let result = run(["check", file.path])
        expectEqual(result.code, .dataError)
        expectEqual(result.error, "inspect: \(file.path): the file is not UTF-8 text")
    }
}
