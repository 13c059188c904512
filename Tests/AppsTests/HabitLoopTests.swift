import Foundation
import Inspect
import SwiftUI
import Testing
@testable import HabitLoop
import Expectations

@MainActor @Suite(.serialized) struct HabitLoopTests {
    static let keys = ["habitLoop.habits"]

    @Test func aCheckInOnTheDetailShowsInTheListAndIsSaved() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: HabitLoopApp(), width: 60, height: 12)
        expectContains(app.text, "Habits")
        expectEqual(app.row("Read")?.contains("2/5"), true)
        // The badge: what is left of the week's goal.
        expectEqual(app.row("Read")?.hasSuffix("3"), true)
        // Past New Habit on the bar, the first habit; its detail.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Checked in")
        expectEqual(app.row("Checked in")?.hasSuffix("2 times"), true)
        expectContains(app.text, "5 times a week")
        #expect(app.click(on: "Check In"))
        expectEqual(app.row("Checked in")?.hasSuffix("3 times"), true)
        app.press(.escape)
        expectEqual(app.row("Read")?.contains("3/5"), true)
        expectEqual(app.row("Read")?.hasSuffix("2"), true)
        // Saved as JSON under the app's key: the next launch shows it.
        let next = try HeadlessDriver(app: HabitLoopApp(), width: 60, height: 12)
        expectEqual(next.row("Read")?.contains("3/5"), true)
    }

    @Test func theDetailsStepperSetsTheGoalAndDoneGoesBack() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: HabitLoopApp(), width: 60, height: 14)
        app.press(.tab, times: 2)
        app.press(.enter)
        expectContains(app.text, "3 times a week")
        // Pushed from the list, the detail has a Done button (it is presented).
        expectContains(app.text, "Done")
        let stepper = app.runtime.currentScreen?.focusTargets.firstIndex { $0.source?.kind == .stepper }
        app.runtime.moveFocus(to: stepper ?? 0)
        app.press(.right)
        expectContains(app.text, "4 times a week")
        #expect(app.click(on: "Done"))
        expectContains(app.text, "Habits")
        expectEqual(app.row("Run")?.contains("0/4"), true)
    }

    @Test func aHabitsContextMenuChecksInOrDeletesIt() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: HabitLoopApp(), width: 60, height: 12)
        app.press(.tab, times: 2)
        app.press(.character("m"))
        #expect(app.text.contains("Check In") && app.text.contains("Reset Week") && app.text.contains("Delete"))
        app.press(.enter)
        expectEqual(app.row("Run")?.contains("1/3"), true)
        app.press(.character("m"))
        app.press(.down, times: 2)
        app.press(.enter)
        expectNotContains(app.text, "Run")
        expectContains(app.text, "Stretch")
    }

    @Test func aNewHabitIsNamedInAnAlert() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: HabitLoopApp(), width: 60, height: 12)
        app.press(.enter)
        expectContains(app.text, "New Habit")
        app.type("Swim")
        expectContains(app.text, "[Swim")
        // Name, then Add.
        app.press(.tab)
        app.press(.enter)
        expectEqual(app.row("Swim")?.contains("0/3"), true)
    }

    @Test func theRowsCarryTheirBadgeAndMenuForTheInspector() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let list = try ContentView().inspect()
        let link = try list.find(navigationLink: "Read")
        expectEqual(try link.badge(), "3")
        expectEqual(try link.contextMenu().find(button: "Delete").role(), .destructive)
        let row = try HabitRow(habit: Habit(name: "Nap", weeklyGoal: 2, checkIns: 2)).inspect()
        expectEqual(try row.find(text: "2/2").string(), "2/2")
    }

    @Test func habitsRoundTripThroughJSON() throws {
        let store = HabitStore(habits: [Habit(name: "Cook", weeklyGoal: 4, checkIns: 1)])
        let copy = HabitStore(savedData: store.encoded)
        expectEqual(copy.habits, store.habits)
        expectEqual(HabitStore(savedData: Data()).habits.map(\.name), ["Read", "Run", "Stretch"])
    }

    @Test func thePreviewsAreListed() throws {
        let found = previews(of: "HabitLoop")
        expectEqual(found.map(\.name), ["Habits", "Row", nil])
        expectEqual(found[1].layout, .sizeThatFits)
        // The detail's preview holds its habit in @Previewable state.
        expectEqual(try inspect(found[2].makeView()).find(text: "5 times a week").string(), "5 times a week")
    }
}
