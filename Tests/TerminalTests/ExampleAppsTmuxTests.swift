import Foundation
import Glibc
import Testing

/// The runtime's example apps end to end in a real terminal: a tmux pane whose script records
/// `stty -a` before and after the app, its pid and its exit status.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct ExampleAppsTmuxTests {
    /// Starts the example `name` in a pane, waits for `title`, does `act` (keys or a signal,
    /// given the pane and the app's pid), checks the screen with `check` while it runs, and waits for it to end.
    private func runApp(
        _ name: String, waitFor title: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ act: (TmuxPane, pid_t) throws -> Void
    ) throws -> PaneRun? {
        guard let app = TmuxPane.builtExecutable(named: name) else {
            Issue.record("\(name) was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        let script = """
            d="$1"
            stty -a > "$d/before"
            ( echo "$BASHPID" > "$d/pid"; exec \(TmuxPane.quoted(app)) > "$d/out" )
            code=$?
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try TmuxPane.start(script: script, sourceLocation: sourceLocation) else { return nil }
        defer { pane.close() }
        guard pane.waitForScreen(containing: title) else {
            Issue.record("the app's screen did not appear; pane:\n\(pane.capture())", sourceLocation: sourceLocation)
            return nil
        }
        guard let pidText = pane.file("pid"), let pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("no pid recorded", sourceLocation: sourceLocation)
            return nil
        }
        try act(pane, pid)
        let status = pane.waitForFile("status")
        if status == nil { Issue.record("the app did not end in time; pane:\n\(pane.capture())", sourceLocation: sourceLocation) }
        let state = pane.screenState()
        return PaneRun(
            status: status?.trimmingCharacters(in: .whitespacesAndNewlines), output: pane.file("out"),
            sttyBefore: pane.file("before"), sttyAfter: pane.file("after"), screen: pane.capture(),
            alternateScreen: state?.alternate, cursorVisible: state?.cursorVisible)
    }

    /// Sends keys, then waits until the screen shows `text`; records an issue when it does not.
    private func send(_ pane: TmuxPane, _ keys: [String], until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for key in keys { try pane.send(key) }
        if !pane.waitForScreen(containing: text) {
            Issue.record("the screen never showed \(text); pane:\n\(pane.capture())", sourceLocation: sourceLocation)
        }
    }

    @Test func theCounterCountsThenQuitsWithQ() throws {
        guard let run = try runApp("counter", waitFor: "Count: 0", { pane, _ in
            try send(pane, ["Tab", "Enter"], until: "Count: 1")
            try send(pane, ["Enter"], until: "Count: 2")
            try send(pane, ["Tab", "Space"], until: "Count: 0")
            try pane.send("q")
        }) else { return }
        #expect(run.status == "0")
        run.expectRestored(without: "Count:")
    }

    @Test func ctrlCQuitsTheCounterWithTheTerminalRestored() throws {
        guard let run = try runApp("counter", waitFor: "Count: 0", { pane, _ in try pane.send("C-c") }) else { return }
        #expect(run.status == "0")
        run.expectRestored(without: "Count:")
    }

    @Test func sigtermEndsTheCounterWithTheTerminalRestored() throws {
        guard let run = try runApp("counter", waitFor: "Count: 0", { _, pid in kill(pid, SIGTERM) }) else { return }
        #expect(run.status == "143")
        run.expectRestored(without: "Count:")
    }

    @Test func theTodoListTakesTypedItemsTicksAndDeletes() throws {
        guard let run = try runApp("todo", waitFor: "3 left", { pane, _ in
            // Typed with two slips, mended with ←, Backspace, Home and Delete.
            try send(pane, ["x", "B", "u", "y", "Space", "m", "i", "1", "k", "Left", "BSpace", "l", "Home", "DC", "End"], until: "[Buy milk")
            try send(pane, ["Enter"], until: "4 left")
            try send(pane, ["Tab", "Space"], until: "3 left")
            try send(pane, ["Tab", "Enter"], until: "(3 left)")
            try pane.send("C-d")
        }) else { return }
        #expect(run.status == "0")
        run.expectRestored(without: "left)")
    }

    @Test func theFormSwitchesAToggleAndChoosesATheme() throws {
        guard let run = try runApp("settings-form", waitFor: "Bluetooth off", { pane, _ in
            try send(pane, ["Tab", "Space"], until: "Bluetooth on")
            try send(pane, ["Tab", "Enter"], until: "theme light")
            // To the Name field (Tab past the other segments and Save), type, then step the stepper.
            try send(pane, ["Tab", "Tab", "Tab", "Tab", "A", "d", "a"], until: "[Ada▁")
            try send(pane, ["Tab", "Tab", "Right"], until: "− 13 +")
            try pane.send("Escape")
        }) else { return }
        #expect(run.status == "0")
        run.expectRestored(without: "Bluetooth")
    }

    #if os(Linux)
    @Test func theCountdownTicksByItselfThenPausesAndQuits() throws {
        guard let run = try runApp("countdown", waitFor: "10 s left", { pane, _ in
            // No key: the timer ticks on the app's loop, by the system clock, and the screen follows.
            if !pane.waitForScreen(containing: "9 s left") {
                Issue.record("the countdown never ticked; pane:\n\(pane.capture())")
            }
            try send(pane, ["Enter"], until: "Resume")
            try pane.send("q")
        }) else { return }
        #expect(run.status == "0")
        run.expectRestored(without: "s left")
    }
    #endif
}
