import Foundation
import Glibc
import Testing
import Expectations

#if os(Linux)
/// The package's own small apps (`Apps/`), each run as built in a real terminal: keys as a user
/// presses them, the screen they bring, a quit key, and the terminal as it was before.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct OwnAppsTmuxTests {
    @Test func tipJarSplitsABillTypedIntoItsField() throws {
        guard let run = try TmuxPane.runApp("TipJar", waitFor: "Tip Jar", { pane, _ in
            // The amount, the first control (the keyboard bar's Done is at the bottom): its
            // formatted text erased, 80 typed and submitted.
            try pane.send(Array(repeating: "BSpace", count: 12) + ["8", "0"], until: "[80")
            // 15% of 80, shared by two.
            try pane.send(["Enter"], until: "46.00")
            // In the field q is a letter: Ctrl-C quits.
            try pane.send("C-c")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Tip Jar")
    }

    @Test func checklistAddsATaskFromItsSheet() throws {
        guard let run = try TmuxPane.runApp("Checklist", waitFor: "2 of 3 open", { pane, _ in
            try pane.send(["Tab", "Enter"], until: "What needs doing?")
            // The sheet focuses its field as it appears (its onAppear sets the focus state).
            if !pane.waitForTextFocus() {
                Issue.record("the sheet's field never took the focus (\(String(describing: pane.screenState()))); pane:\n\(pane.capture())")
            }
            try pane.send(["T", "e", "a"], until: "[Tea")
            try pane.send(["Enter"], until: "3 of 4 open")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "open")
    }

    @Test func unitSwapConvertsAndStoresTheUnitsSwapped() throws {
        var stored: String?
        guard let run = try TmuxPane.runApp("UnitSwap", waitFor: "From: km", { pane, _ in
            try pane.send(["1", "0"], until: "6.214 mi")
            // The field, the two pickers, then Swap units.
            try pane.send(["Tab", "Tab", "Tab", "Enter"], until: "From: mi")
            stored = pane.file("config/UnitSwap/app-storage.json")
            try pane.send("C-c")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(stored?.contains("\"fromUnit\" : \"miles\""), true)
        run.expectRestored(without: "From:")
    }

    @Test func quizNightScoresAnAnswer() throws {
        guard let run = try TmuxPane.runApp("QuizNight", waitFor: "Question 1 of 4", { pane, _ in
            try pane.send(["Tab", "Enter"], until: "Correct!")
            try pane.send(["Enter"], until: "Question 2 of 4")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Question")
    }

    @Test func habitLoopChecksInOnTheDetailAndComesBack() throws {
        guard let run = try TmuxPane.runApp("HabitLoop", waitFor: "2/5", { pane, _ in
            try pane.send(["Tab", "Enter"], until: "Checked in")
            try pane.send(["Tab", "Enter"], until: "3 times")
            try pane.send(["Escape"], until: "3/5")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Habits")
    }

    @Test func focusTimerTicksByTheClockAndReportsOnQuit() throws {
        guard let run = try TmuxPane.runApp("FocusTimer", waitFor: "25:00", { pane, _ in
            try pane.send(["Enter"], until: "24:59")
            try pane.send(["Enter"], until: "Start")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        // Quitting sends the app to the background: its scene's onChange(of: scenePhase) prints.
        expectEqual(run.output, "Focus Timer: 0 sessions so far\n")
        run.expectRestored(without: "Sessions done")
    }

    @Test func jotterOpensANoteFromItsSidebar() throws {
        guard let run = try TmuxPane.runApp("Jotter", waitFor: "No note selected", { pane, _ in
            try pane.send(["Tab", "Tab", "Tab", "Enter"], until: "Eggs, flour, basil")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Jotter")
    }

    @Test func recipeBoxOpensARecipeAndGoesBack() throws {
        guard let run = try TmuxPane.runApp("RecipeBox", waitFor: "Recipes", { pane, _ in
            try pane.send(["Tab", "Tab", "Tab", "Enter"], until: "Ready in 35 minutes")
            // Back on the list: its title again (the detail's is the recipe's name).
            try pane.send(["Escape"], until: "Recipes")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Recipes")
    }

    @Test func recipeBoxInstalledWithItsPantryShowsWhatInspectRunShowsAfterEachKey() throws {
        // The pantry comes only from `Resources/pantry.json`: the installed app finds it beside its
        // executable, `inspect run` in the app's folder.
        let steps: [(keys: [String], until: String)] = [
            ([], "Olive oil, Salt"), (["Tab", "Tab", "Tab", "Enter"], "Ready in"), (["Tab", "Enter"], "Unfavorite"),
            (["Escape"], "Recipes"), (["Tab", "Enter"], "New Recipe"), (["Escape"], "IN THE PANTRY"),
        ]
        func screens(of run: (String, String, (TmuxPane, pid_t) throws -> Void) throws -> PaneRun?) throws -> [String] {
            var screens: [String] = []
            let result = try run("RecipeBox", steps[0].until) { pane, _ in
                for step in steps {
                    try pane.send(step.keys, until: step.until)
                    screens.append(pane.settledCapture())
                }
                try pane.send("q")
            }
            expectEqual(result?.status, "0")
            return screens
        }
        let installed = try screens { try TmuxPane.runInstalledApp($0, waitFor: $1, $2) }
        let read = try screens { try TmuxPane.runReadApp($0, waitFor: $1, $2) }
        expectEqual(installed.count, steps.count)
        for (index, (compiled, live)) in zip(installed, read).enumerated() where compiled != live {
            Issue.record("after step \(index) (\(steps[index].keys)), inspect run:\n\(live)\n--- installed app:\n\(compiled)")
        }
    }

    @Test func lumenFollowsTheAppearanceChosen() throws {
        guard let run = try TmuxPane.runApp("Lumen", waitFor: "Light appearance", { pane, _ in
            try pane.send(["Right", "Right"], until: "Dark appearance")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "appearance")
    }

    @Test func pulseBoardLoadsThenFiltersAfterAPause() throws {
        guard let run = try TmuxPane.runApp("PulseBoard", waitFor: "4 metrics up to date", { pane, _ in
            try pane.send(["e", "r", "r"], until: "[err")
            if !pane.waitForScreen(notContaining: "Visitors") {
                Issue.record("the filter never applied; pane:\n\(pane.capture())")
            }
            try pane.send("C-c")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "metrics up to date")
    }
}
#endif
