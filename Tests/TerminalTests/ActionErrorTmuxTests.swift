import Foundation
import Glibc
import Testing
import Expectations

/// The runtime's ways out when an action ends the app with an error, in a real terminal:
/// `action-error-helper` in a tmux pane, its standard error in a file, `stty -a` recorded before
/// and after. Whether the action gives up with `exit(1)` after printing its error or traps on a bug
/// (Swift's "Fatal error: Index out of range"), the terminal is as it was: the same settings, the
/// main screen, the cursor shown, mouse reporting off; and the error is on standard error.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct ActionErrorTmuxTests {
    private struct Ending {
        let run: PaneRun
        let errors: String
        let mouseWhileRunning: (any: Bool, sgr: Bool)?
        let mouseAfter: (any: Bool, sgr: Bool)?
    }

    /// Starts the helper, checks mouse reporting while it runs, clicks (or presses) `button`, and
    /// waits for the app to end.
    private func end(pressing button: String, byClick: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws -> Ending? {
        guard let app = TmuxPane.builtExecutable(named: "action-error-helper") else {
            Issue.record("action-error-helper was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        // The backtracer off: the crash goes straight to the default action (a quick test, no report).
        let script = """
            d="$1"
            stty -a > "$d/before"
            ( echo "$BASHPID" > "$d/pid"; SWIFT_BACKTRACE=enable=no exec \(TmuxPane.quoted(app)) 2> "$d/err" )
            code=$?
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try TmuxPane.start(script: script, sourceLocation: sourceLocation) else { return nil }
        defer { pane.close() }
        guard pane.waitForScreen(containing: "0 items") else {
            Issue.record("the app's screen did not appear; pane:\n\(pane.capture())", sourceLocation: sourceLocation)
            return nil
        }
        let mouseWhileRunning = pane.mouseReporting()
        let lines = pane.capture().split(separator: "\n", omittingEmptySubsequences: false)
        if byClick, let row = lines.firstIndex(where: { $0.contains(button) }),
           let column = lines[row].range(of: button).map({ lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) }) {
            // An SGR press and release on the button, 1-based, as the terminal would send them.
            try pane.send("-l", "\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
        } else {
            // Fail is the first control, Trap the second.
            if button == "Trap" { try pane.send("Tab", "Enter") } else { try pane.send("Enter") }
        }
        let status = pane.waitForFile("status")
        if status == nil { Issue.record("the app did not end in time; pane:\n\(pane.capture())", sourceLocation: sourceLocation) }
        let state = pane.screenState()
        let run = PaneRun(
            status: status?.trimmingCharacters(in: .whitespacesAndNewlines), output: nil,
            sttyBefore: pane.file("before"), sttyAfter: pane.file("after"), screen: pane.capture(),
            alternateScreen: state?.alternate, cursorVisible: state?.cursorVisible)
        return Ending(run: run, errors: pane.file("err") ?? "", mouseWhileRunning: mouseWhileRunning, mouseAfter: pane.mouseReporting())
    }

    @Test func anErrorAnActionCannotHandleEndsTheAppWithTheTerminalRestored() throws {
        guard let ending = try end(pressing: "Fail", byClick: false) else { return }
        expectEqual(ending.run.status, "1")
        expectEqual(ending.errors, "error: cannot load the list: the server answered 503\n")
        ending.run.expectRestored(without: "Failing app")
        expectEqual(ending.mouseAfter.map { !$0.any && !$0.sgr }, true)
    }

    @Test func aTrapInAClickedActionEndsTheAppWithTheTerminalRestored() throws {
        guard let ending = try end(pressing: "Trap", byClick: true) else { return }
        // The trap's signal ends the process: SIGILL on x86-64 (128 + 4), SIGTRAP on arm64 (128 + 5).
        #expect(ending.run.status == "132" || ending.run.status == "133")
        expectContains(ending.errors, "Fatal error: Index out of range")
        ending.run.expectRestored(without: "Failing app")
        expectEqual(ending.mouseWhileRunning.map { $0.any && $0.sgr }, true)
        expectEqual(ending.mouseAfter.map { !$0.any && !$0.sgr }, true)
    }
}
