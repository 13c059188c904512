import Foundation
@testable import InspectCLI
import Testing
import Expectations

/// The inspect command, run in-process: every subcommand on every example,
/// every error class with its exit status, and stdin.
@MainActor @Suite struct CommandTests {
    nonisolated static let examples = ["classic-picker.swift", "settings.swift", "nested.swift", "custom-view.swift"]

    func path(_ example: String) -> String {
        packageRoot.appendingPathComponent("Examples/\(example)").path
    }

    @Test(arguments: examples)
    func everySubcommandWorksOnEveryExample(example: String) throws {
        let file = path(example)
        expectEqual(run(["check", file]).output, "\(file): ok\n")
        for format in ["tree", "json", "mirror"] {
            let result = run(["dump", file, "--format", format])
            #expect(result.code == .success, "\(example) \(format): \(result.error)")
            #expect(!result.output.isEmpty)
        }
        expectEqual(run(["dump", file, "--types", "full"]).code, .success)
        #expect(run(["tags", file]).output.hasPrefix("#  text"))
        #expect(run(["tags", file, "--json"]).output.hasPrefix(#"{"schema":"view-inspection/tags","version":1,"items":["#))
        expectEqual(run(["render", file, "--width", "60"]).code, .success)
        expectEqual(run(["find", file, "--type", "Text"]).code, .success)
    }

    @Test func dumpOfTheClassicPickerShowsItsButtons() {
        let output = run(["dump", path("classic-picker.swift")]).output
        #expect(output.hasPrefix("SegmentedPicker\n└─ HStack\n   └─ ForEach\n      ├─ Button tag: 0  .disabled(false) .SelectedSegmentMarker\n"))
    }

    @Test func tagsListsThePickersPairs() {
        #expect(run(["tags", path("classic-picker.swift")]).output == """
            #  text    tag  type
            0  First   0    Int
            1  Second  1    Int
            2  Third   2    Int

            """)
        #expect(run(["tags", path("settings.swift"), "--json"]).output == #"{"schema":"view-inspection/tags","version":1,"items":[{"index":0,"text":"Light","tag":"light","tagType":"String"},{"index":1,"text":"Dark","tag":"dark","tagType":"String"},{"index":2,"text":"System","tag":"system","tagType":"String"}]}"# + "\n")
    }

    @Test func findPrintsPathsAndExitsOneWhenNothingMatches() {
        expectEqual(run(["find", path("nested.swift"), "--text", "drafts"]).output, "vStack().forEach(1).text(1)\n")
        expectEqual(run(["find", path("nested.swift"), "--tag", "2"]).output, "vStack().group(0).forEach(0).text(2)\n")
        expectEqual(run(["find", path("nested.swift"), "--id", "sent"]).output, "vStack().forEach(1).text(2)\n")
        expectEqual(run(["find", path("custom-view.swift"), "--type", "Badge"]).output, "vStack().view(Header.self, 0).hStack().view(Badge.self, 1)\n")
        let none = run(["find", path("nested.swift"), "--text", "nope"])
        expectEqual(none.code, .failure)
        #expect(none.output.isEmpty)
    }

    @Test func renderDrawsThePickerBar() {
        expectEqual(run(["render", path("classic-picker.swift"), "--width", "40"]).output, "│[First]│ Second │ Third │\n")
    }

    @Test func standardInputIsReadForADash() {
        let result = run(["tags", "-"], stdin: #"Text("a").tag(1)"#)
        expectEqual(result.output, "#  text  tag  type\n0  a     1    Int\n")
    }

    @Test func usageErrorsExitSixtyFour() {
        expectEqual(run([]).code, .usage)
        #expect(run(["dumb", "x"]).error.hasPrefix("inspect: unknown command 'dumb'; did you mean 'dump'?"))
        expectEqual(run(["dumb", "x"]).code, .usage)
        expectEqual(run(["dump"]).code, .usage)
        expectEqual(run(["dump", "-", "b"]).code, .usage)
        expectEqual(run(["dump", "a", "b"]).code, .noInput)
        expectEqual(run(["dump", path("nested.swift"), "--format", "xml"]).error, "inspect dump: --format takes tree, json or mirror, found 'xml'")
        expectEqual(run(["dump", path("nested.swift"), "--fromat", "json"]).error, "inspect dump: unknown option --fromat; did you mean --format?")
        expectEqual(run(["find", path("nested.swift")]).code, .usage)
        expectEqual(run(["render", path("nested.swift"), "--width", "0"]).code, .usage)
        expectEqual(run(["render", path("nested.swift"), "--width"]).error, "inspect render: option --width needs a value")
    }

    @Test func badInputExitsSixtyFiveWithTheReadersMessage() {
        let result = run(["dump", "-"], stdin: "VStack {\n  Txt(\"a\")\n}")
        expectEqual(result.code, .dataError)
        expectEqual(result.error, "-:2:3: error: unknown view 'Txt'; did you mean 'Text'?\n  Txt(\"a\")\n  ^")
        #expect(result.output.isEmpty)
        let binary = run(["dump", "-"], stdin: nil)
        expectEqual(binary.code, .noInput)
    }

    @Test func missingFileExitsSixtySix() {
        let result = run(["dump", "/no/such/file.swift"])
        expectEqual(result.code, .noInput)
        expectEqual(result.error, "inspect: /no/such/file.swift: no such file")
    }

    @Test func helpAndVersion() {
        expectEqual(run(["--version"]).output, "inspect 0.1.0\n")
        #expect(run(["--help"]).output.hasPrefix("usage: inspect <command> FILE...|- [options]"))
        for name in Commands.all.map({ $0.configuration.name }) {
            #expect(run([name, "--help"]).output.hasPrefix("usage: inspect \(name)"))
        }
    }

    @Test func fiveThousandLineFileIsReadAndDumped() throws {
        var lines = ["import SwiftUI", "VStack {"]
        for section in 0..<16 {
            lines.append("    VStack {")
            for group in 0..<10 {
                lines.append("        HStack {")
                for leaf in 0..<10 {
                    let n = section * 100 + group * 10 + leaf
                    lines += ["            Text(\"Row \(n)\")", "                .bold()", "                .tag(\(n))"]
                }
                lines.append("        }")
            }
            lines.append("    }")
        }
        lines.append("}")
        #expect(lines.count >= 5_000)
        let result = run(["find", "-", "--tag", "1599"], stdin: lines.joined(separator: "\n"))
        #expect(result.output == "vStack().vStack(15).hStack(9).text(9)\n", "\(result.error)")
    }

    @Test func renderUsesColourOnlyOnATerminalWithoutNoColor() throws {
        func render(isTerminal: Bool, environment: [String: String]) throws -> String {
            try Commands.run(["render", path("classic-picker.swift"), "--width", "40"], stdin: { nil }, isTerminal: isTerminal, environment: environment).text
        }
        #expect(try render(isTerminal: true, environment: [:]).contains("\u{1B}["))
        #expect(try !render(isTerminal: true, environment: ["NO_COLOR": ""]).contains("\u{1B}["))
        #expect(try !render(isTerminal: true, environment: ["TERM": "dumb"]).contains("\u{1B}["))
        #expect(try !render(isTerminal: false, environment: [:]).contains("\u{1B}["))
    }
}

/// `inspect render` draws the example screens of Examples/.
@MainActor @Suite struct ScreenExampleRenderTests {
    @Test(arguments: ["settings-form.swift", "mail-list.swift", "card-grid.swift"])
    func renderDrawsTheExampleScreen(file: String) {
        let result = run(["render", packageRoot.appendingPathComponent("Examples/\(file)").path, "--width", "60"])
        expectEqual(result.code, ExitCode.success)
        #expect(result.error.isEmpty)
        // Each screen's first line: the navigation title, the navigation bar's items, or the tops of the first row of two cards.
        // (Runs of spaces are read as one.)
        let firstLines = ["settings-form.swift": "Settings", "mail-list.swift": "Compose", "card-grid.swift": "╭───────────╮ ╭───────────╮"]
        let first = result.output.split(separator: "\n").first?.split(separator: " ").joined(separator: " ")
        #expect(first == firstLines[file], "\(result.output)")
    }
}
