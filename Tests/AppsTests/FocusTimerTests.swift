import Inspect
import SwiftUI
import Testing
@testable import FocusTimer
import Expectations

@MainActor @Suite(.serialized) struct FocusTimerTests {
    static let keys = ["focusTimer.completedSessions"]

    @Test func theTimerCountsDownOnlyWhileItRuns() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: FocusTimerApp(), width: 50, height: 16)
        expectContains(app.text, "25:00")
        expectContains(app.text, "Focus")
        app.advance(by: 3)
        expectContains(app.text, "25:00")
        // Start is the first control.
        app.press(.enter)
        expectContains(app.text, "Pause")
        app.advance(by: 3)
        expectContains(app.text, "24:57")
        app.press(.enter)
        app.advance(by: 10)
        expectContains(app.text, "24:57")
        #expect(app.click(on: "Reset"))
        expectContains(app.text, "25:00")
    }

    @Test func theStepperSetsTheFocusLengthUntilTheTimerRuns() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: FocusTimerApp(), width: 50, height: 16)
        // The stepper, after Start, Skip and Reset: down to the shortest focus, 5 minutes.
        app.press(.tab, times: 3)
        app.press(.left, times: 4)
        expectContains(app.text, "Focus for 5 min")
        expectContains(app.text, "05:00")
        app.press(.left)
        expectContains(app.text, "Focus for 5 min")
        app.press(.home)
        app.press(.enter)
        app.advance(by: 30)
        expectContains(app.text, "04:30")
        expectContains(app.text, "10%")
    }

    @Test func aFinishedFocusIntervalCountsASessionAndStartsTheBreak() {
        final class Sessions {
            var count = 0
        }
        let sessions = Sessions()
        let binding = Binding(get: { sessions.count }, set: { sessions.count = $0 })
        let app = HeadlessDriver(ContentView(completedSessions: binding, pomodoro: Pomodoro(focusMinutes: 1, breakMinutes: 2)), width: 50, height: 16)
        expectContains(app.text, "01:00")
        app.press(.enter)
        app.advance(by: 60)
        expectContains(app.text, "Break")
        expectEqual(sessions.count, 1)
        expectContains(app.text, "Sessions done: 1")
        // The break starts at once, running, from its full length.
        expectContains(app.text, "02:00")
        app.advance(by: 1)
        expectContains(app.text, "01:59")
    }

    @Test func skipEndsTheIntervalWithoutCountingIt() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: FocusTimerApp(), width: 50, height: 16)
        #expect(app.click(on: "Skip"))
        expectContains(app.text, "Break")
        expectContains(app.text, "05:00")
        expectContains(app.text, "Sessions done: 0")
    }

    @Test func theProgressAndControlsAreInspectable() throws {
        let view = try ContentView(completedSessions: .constant(0)).inspect()
        expectEqual(try view.find(where: { $0.kind == .progressView }).fractionCompleted(), 0)
        expectEqual(try view.find(text: "25:00").string(), "25:00")
        expectEqual(try view.find(button: "Reset").role(), .destructive)
    }

    @Test func thePomodoroAlternatesFocusAndBreaks() {
        var pomodoro = Pomodoro(focusMinutes: 5, breakMinutes: 1)
        let tickedWhileStopped = pomodoro.tick()
        #expect(!tickedWhileStopped)
        expectEqual(pomodoro.clock, "05:00")
        pomodoro.isRunning = true
        for _ in 0..<299 { _ = pomodoro.tick() }
        expectEqual(pomodoro.clock, "00:01")
        let endedFocus = pomodoro.tick()
        #expect(endedFocus)
        expectEqual(pomodoro.interval, .shortBreak)
        expectEqual(pomodoro.clock, "01:00")
    }

    @Test func thePreviewsAreListed() throws {
        let found = previews(of: "FocusTimer")
        expectEqual(found.map(\.name), ["Timer", "Landscape, dark"])
        let provider = inspect(found[1].makeView())
        expectEqual(try provider.find(ContentView.self).environment(\.colorScheme), .dark)
        expectEqual(try provider.find(text: "50:00").string(), "50:00")
        expectEqual(try inspect(found[0].makeView()).find(text: "Sessions done: 2").string(), "Sessions done: 2")
    }
}
