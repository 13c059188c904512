import Inspect
import SwiftUI
import Testing
@testable import Checklist
import Expectations

@MainActor @Suite struct ChecklistTests {
    @Test func aTaskAddedInTheSheetJoinsTheList() throws {
        let app = try HeadlessDriver(app: ChecklistApp(), width: 60, height: 12)
        expectContains(app.text, "Water the plants")
        expectContains(app.text, "2 of 3 open")
        // Edit, then New Task, on the bar.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "New Task")
        expectContains(app.text, "What needs doing?")
        // The sheet focuses its field as it appears; Enter submits.
        app.type("Buy bread")
        expectContains(app.text, "[Buy bread")
        app.press(.enter)
        expectNotContains(app.text, "What needs doing?")
        expectContains(app.text, "Buy bread")
        expectContains(app.text, "3 of 4 open")
    }

    @Test func cancellingTheSheetAddsNothing() throws {
        let app = try HeadlessDriver(app: ChecklistApp(), width: 60, height: 12)
        app.press(.tab)
        app.press(.enter)
        app.type("Never mind")
        #expect(app.click(on: "Cancel"))
        expectNotContains(app.text, "Never mind")
        expectContains(app.text, "2 of 3 open")
    }

    @Test func aTasksBoxTicksItAndItsSwipeActionsFinishOrDeleteIt() throws {
        let app = try HeadlessDriver(app: ChecklistApp(), width: 60, height: 12)
        // Past Edit and New Task: the first task's box.
        app.press(.tab, times: 2)
        app.press(.enter)
        expectEqual(app.row("Water the plants")?.contains("✓"), true)
        expectContains(app.text, "1 of 3 open")
        // The next task's actions: the leading swipe (Finish) and the trailing one (Delete).
        app.press(.tab)
        app.press(.character("m"))
        #expect(app.text.contains("Finish") && app.text.contains("Delete"))
        app.press(.enter)
        expectContains(app.text, "0 of 3 open")
        app.press(.character("m"))
        expectContains(app.text, "Reopen")
        app.press(.down)
        app.press(.enter)
        expectNotContains(app.text, "Call the plumber")
        expectContains(app.text, "0 of 2 open")
    }

    @Test func editModeShowsTheRowsControlsInPlaceOfTheBoxes() throws {
        let app = try HeadlessDriver(app: ChecklistApp(), width: 60, height: 12)
        expectContains(app.text, "○")
        app.press(.enter)
        expectContains(app.text, "Done")
        expectNotContains(app.text, "○")
        expectEqual(app.row("Water the plants")?.contains("⊖"), true)
        expectEqual(app.row("Water the plants")?.contains("≡"), true)
        // The first row's move control, then ↓: the row goes below the next one.
        let move = app.runtime.currentScreen?.focusTargets.firstIndex { $0.rowControl == .move }
        app.runtime.moveFocus(to: move ?? 0)
        app.press(.down)
        let rows = app.text.split(separator: "\n").map(String.init)
        let watering = rows.firstIndex { $0.contains("Water the plants") }
        let plumber = rows.firstIndex { $0.contains("Call the plumber") }
        expectEqual(plumber.map { p in watering.map { p < $0 } ?? false }, true)
        app.press(.home)
        app.press(.enter)
        expectContains(app.text, "○")
    }

    @Test func theViewsCarryTheirRowActionsAndTextTraits() throws {
        let list = try ContentView().environmentObject(TaskStore()).inspect()
        let row = try list.find(TaskRow.self)
        expectEqual(try row.swipeActionsEdge(0), .leading)
        expectEqual(try row.swipeActions(1).find(button: "Delete").role(), .destructive)
        expectEqual(try list.find(text: "Call the plumber").string(), "Call the plumber")
        let field = try NewTaskView { _, _ in }.inspect().find(TextField<Text>.self)
        expectEqual(try field.submitLabel(), .done)
        expectEqual(try field.environment(\.textInputAutocapitalization), .sentences)
    }

    @Test func theStoreAddsOnlyTasksWithATitle() {
        let store = TaskStore(tasks: [])
        store.add("   ", priority: .low)
        store.add(" Feed the fish ", priority: .urgent)
        expectEqual(store.tasks.map(\.title), ["Feed the fish"])
        expectEqual(store.openCount, 1)
    }

    @Test func thePreviewsAreListed() throws {
        let found = previews(of: "Checklist")
        expectEqual(found.map(\.name), ["Checklist", "Done task", nil])
        expectEqual(found[1].layout, .sizeThatFits)
        expectEqual(try inspect(found[1].makeView()).find(text: "Feed the cat").string(), "Feed the cat")
        expectEqual(try inspect(found[2].makeView()).find(TextField<Text>.self).labelView().text().string(), "What needs doing?")
    }
}
