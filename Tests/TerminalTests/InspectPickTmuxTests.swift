import Foundation
import Glibc
import Testing
import Expectations

/// `inspect pick` end to end in a real terminal, on the shipped examples.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct InspectPickTmuxTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// Runs `inspect pick EXAMPLE` in a pane, presses `keys`, and returns (status, stdout, stty before, stty after).
    private func pick(_ example: String, keys: [String], waitFor screen: String) throws -> (status: String?, output: String?, before: String?, after: String?)? {
        guard let inspect = TmuxPane.builtExecutable(named: "inspect") else {
            Issue.record("inspect was not built next to the tests")
            return nil
        }
        let file = Self.examples.appendingPathComponent(example).path
        let script = """
            d="$1"
            stty -a > "$d/before"
            \(TmuxPane.quoted(inspect)) pick \(TmuxPane.quoted(file)) > "$d/out"
            code=$?
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try TmuxPane.start(script: script) else { return nil }
        defer { pane.close() }
        guard pane.waitForScreen(containing: screen) else {
            Issue.record("the picker did not appear; pane:\n\(pane.capture())")
            return nil
        }
        for key in keys { try pane.send(key) }
        let status = pane.waitForFile("status")?.trimmingCharacters(in: .whitespacesAndNewlines)
        return (status, pane.file("out"), pane.file("before"), pane.file("after"))
    }

    @Test func rightThenEnterPrintsTheSecondTagOfTheClassicPicker() throws {
        guard let run = try pick("classic-picker.swift", keys: ["Right", "Enter"], waitFor: "│[First]│") else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "1\n")
        #expect(run.before != nil && run.after == run.before)
    }

    @Test func startsOnTheFilesSelectionAndPrintsStringTags() throws {
        // The settings screen's picker selects "system", the third segment: Left moves to "Dark".
        guard let run = try pick("settings.swift", keys: ["Left", "Enter"], waitFor: "[System]") else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "dark\n")
        expectEqual(run.after, run.before)
    }

    @Test func qCancelsWithStatusOneAndNoOutput() throws {
        guard let run = try pick("classic-picker.swift", keys: ["q"], waitFor: "│[First]│") else { return }
        expectEqual(run.status, "1")
        expectEqual(run.output, "")
        expectEqual(run.after, run.before)
    }

    @Test func picksFromTheViewListWhenAFileHasNoPicker() throws {
        // nested.swift has no picker: its root's view list is used, and the first tagged item is focused.
        guard let nested = try pick("nested.swift", keys: ["Enter"], waitFor: "Section 0") else { return }
        expectEqual(nested.status, "0")
        expectEqual(nested.output, "0\n")
        // custom-view.swift: the header and the divider are untagged (inert); Message 1 is tagged 1.
        guard let custom = try pick("custom-view.swift", keys: ["Right", "Enter"], waitFor: "Message 1") else { return }
        expectEqual(custom.status, "0")
        expectEqual(custom.output, "2\n")
        expectEqual(custom.after, custom.before)
    }
}
