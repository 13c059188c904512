import Foundation
import Glibc
import Testing
import Expectations

/// The runtime's example apps end to end in a real terminal: a tmux pane whose script records
/// `stty -a` before and after the app, its pid and its exit status.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct ExampleAppsTmuxTests {
    @Test func theCounterCountsThenQuitsWithQ() throws {
        guard let run = try TmuxPane.runApp("counter", waitFor: "Count: 0", { pane, _ in
            try pane.send(["Tab", "Enter"], until: "Count: 1")
            try pane.send(["Enter"], until: "Count: 2")
            try pane.send(["Tab", "Space"], until: "Count: 0")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Count:")
    }

    @Test func ctrlCQuitsTheCounterWithTheTerminalRestored() throws {
        guard let run = try TmuxPane.runApp("counter", waitFor: "Count: 0", { pane, _ in try pane.send("C-c") }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Count:")
    }

    @Test func sigtermEndsTheCounterWithTheTerminalRestored() throws {
        guard let run = try TmuxPane.runApp("counter", waitFor: "Count: 0", { _, pid in kill(pid, SIGTERM) }) else { return }
        expectEqual(run.status, "143")
        run.expectRestored(without: "Count:")
    }

    @Test func theTodoListTakesTypedItemsTicksAndDeletes() throws {
        guard let run = try TmuxPane.runApp("todo", waitFor: "3 left", { pane, _ in
            // Typed with two slips, mended with ←, Backspace, Home and Delete.
            try pane.send(["x", "B", "u", "y", "Space", "m", "i", "1", "k", "Left", "BSpace", "l", "Home", "DC", "End"], until: "[Buy milk")
            try pane.send(["Enter"], until: "4 left")
            try pane.send(["Tab", "Space"], until: "3 left")
            try pane.send(["Tab", "Enter"], until: "(3 left)")
            try pane.send("C-d")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "left)")
    }

    @Test func theFormSwitchesAToggleAndChoosesATheme() throws {
        guard let run = try TmuxPane.runApp("settings-form", waitFor: "Bluetooth off", { pane, _ in
            try pane.send(["Tab", "Space"], until: "Bluetooth on")
            try pane.send(["Tab", "Enter"], until: "theme light")
            // To the Name field (Tab past the other segments and Save), type, then step the stepper.
            try pane.send(["Tab", "Tab", "Tab", "Tab", "A", "d", "a"], until: "[Ada▁")
            try pane.send(["Tab", "Tab", "Right"], until: "− 13 +")
            try pane.send("Escape")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Bluetooth")
    }

    #if os(Linux)
    @Test func theCountdownTicksByItselfThenPausesAndQuits() throws {
        guard let run = try TmuxPane.runApp("countdown", waitFor: "10 s left", { pane, _ in
            // No key: the timer ticks on the app's loop, by the system clock, and the screen follows.
            if !pane.waitForScreen(containing: "9 s left") {
                Issue.record("the countdown never ticked; pane:\n\(pane.capture())")
            }
            try pane.send(["Enter"], until: "Resume")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "s left")
    }
    #endif
}
