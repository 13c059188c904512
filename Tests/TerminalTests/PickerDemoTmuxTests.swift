import Foundation
import Glibc
import Testing
import Expectations

/// `picker-demo` end to end in a real terminal: a tmux pane whose script records
/// `stty -a` before and after the demo, the demo's pid, standard output and exit status.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct PickerDemoTmuxTests {
    /// The built `picker-demo`: next to the test bundle (`.build/<triple>/debug`), or `$PICKER_DEMO`.
    static func demoPath() -> String? {
        ProcessInfo.processInfo.environment["PICKER_DEMO"] ?? TmuxPane.builtExecutable(named: "picker-demo")
    }

    /// Starts the demo in a pane, waits for its screen, does `act` (keys or a
    /// signal, given the pane and the demo's pid) and waits for it to end.
    private func runDemo(width: Int = 100, waitFor title: String = "Choose a segment", sourceLocation: SourceLocation = #_sourceLocation, _ act: (TmuxPane, pid_t) throws -> Void) throws -> PaneRun? {
        guard let demo = Self.demoPath() else {
            Issue.record("picker-demo was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        return try TmuxPane.run(demo, waitFor: title, width: width, sourceLocation: sourceLocation, act)
    }

    @Test func rightThenEnterChoosesTheSecondTag() throws {
        guard let run = try runDemo({ pane, _ in try pane.send("Right", "Enter") }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "1\n")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func tabTwiceThenSpaceChoosesTheThirdTag() throws {
        guard let run = try runDemo({ pane, _ in try pane.send("Tab", "Tab", "Space") }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "2\n")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func qCancels() throws {
        guard let run = try runDemo({ pane, _ in try pane.send("Right", "q") }) else { return }
        expectEqual(run.status, "1")
        expectEqual(run.output, "")
        expectContains(run.screen, "picker-demo: cancelled")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func aLoneEscapeCancels() throws {
        guard let run = try runDemo({ pane, _ in try pane.send("Escape") }) else { return }
        expectEqual(run.status, "1")
        expectEqual(run.output, "")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func ctrlCCancels() throws {
        guard let run = try runDemo({ pane, _ in try pane.send("C-c") }) else { return }
        expectEqual(run.status, "1")
        expectEqual(run.output, "")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func sigtermRestoresTheTerminalAndEndsTheDemo() throws {
        guard let run = try runDemo({ _, pid in #expect(kill(pid, SIGTERM) == 0) }) else { return }
        #expect(run.status == "143", "killed by SIGTERM: 128 + 15")
        expectEqual(run.output, "")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func sigintFromOutsideRestoresTheTerminalAndEndsTheDemo() throws {
        guard let run = try runDemo({ _, pid in #expect(kill(pid, SIGINT) == 0) }) else { return }
        #expect(run.status == "130", "killed by SIGINT: 128 + 2")
        expectEqual(run.output, "")
        run.expectRestored(without: "Choose a segment")
    }

    @Test func resizingTheTerminalRedrawsAtTheNewWidth() throws {
        // At 30 columns the title wraps onto a second line; after the window widens
        // (SIGWINCH), the whole title is drawn on one line, then Enter still chooses.
        let act: (TmuxPane, pid_t) throws -> Void = { pane, _ in
            #expect(pane.capture().hasPrefix("Choose a segment (←/→ move,\nEnter choose"))
            try pane.resize(width: 100, height: 20)
            #expect(pane.waitForScreen(containing: "move, Enter choose, q cancel)"), "no redraw after the resize: \(pane.capture())")
            try pane.send("Right", "Enter")
        }
        guard let run = try runDemo(width: 30, waitFor: "Choose a segment", act) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "1\n")
        // The window size (stty's first line) changed on purpose; every setting is as it was.
        let settings = { (stty: String?) in stty?.split(separator: "\n").dropFirst().joined(separator: "\n") }
        #expect(run.sttyBefore != nil)
        expectEqual(settings(run.sttyAfter), settings(run.sttyBefore))
        expectEqual(run.alternateScreen, false)
        expectEqual(run.cursorVisible, true)
    }
}
