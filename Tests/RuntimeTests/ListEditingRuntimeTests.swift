import Builders
import Foundation
import Inspect
import Runtime
import Terminal
import Testing
import Expectations

// Lists a user edits in a running app: an EditButton switches edit mode, whose rows show delete
// and move controls; a search field filters the rows the app computes from its text; a row's
// swipe actions and context menu open as a menu from the keyboard or a right click.

private struct Groceries: View {
    @State private var items = ["apples", "bread", "cheese"]
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(items.filter { query.isEmpty || $0.contains(query) }, id: \.self) { item in
                    Text(item)
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .searchable(text: $query, prompt: "Find")
            .toolbar { EditButton() }
            .navigationTitle("Groceries")
        }
    }
}

private struct Inbox: View {
    @State private var messages = ["hello", "invoice"]
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: ","))")
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .swipeActions(edge: .leading) {
                            Button("Pin") { log.append("pin \(message)") }
                        }
                        .swipeActions {
                            Button("Remove", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                        .contextMenu {
                            Button("Copy") { log.append("copy \(message)") }
                        }
                }
            }
        }
    }
}

private struct Notes: View {
    @State private var notes = ["one", "two"]

    var body: some View {
        List {
            ForEach(notes, id: \.self) { Text($0) }
                .onDelete { notes.remove(atOffsets: $0) }
        }
    }
}

/// A row drawn by a view of its own.
private struct ChoreRow: View {
    let name: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
        }
    }
}

/// Rows that are custom views, in a section with a footer, in a list the user edits.
private struct Chores: View {
    @State private var chores = ["dishes", "laundry"]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(chores, id: \.self) { ChoreRow(name: $0) }
                        .onDelete { chores.remove(atOffsets: $0) }
                        .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
                } footer: {
                    Text("\(chores.count) chores")
                }
            }
            .toolbar { EditButton() }
        }
    }
}

/// Rows that are links to their details.
private struct Shelf: View {
    @State private var books = ["Dune", "Emma"]

    var body: some View {
        NavigationView {
            List {
                ForEach(books, id: \.self) { book in
                    NavigationLink(destination: Text("About \(book)")) { Text(book) }
                }
                .onDelete { books.remove(atOffsets: $0) }
            }
            .navigationBarItems(leading: EditButton())
        }
    }
}

@MainActor @Suite struct ListEditingRuntimeTests {
    @Test func theDeleteControlOfALinksRowDeletesTheRowAndOpensNothing() {
        let app = HeadlessDriver(Shelf(), width: 40, height: 6)
        app.press(.enter)
        expectEqual(app.runtime.editMode, .active)
        let delete = app.runtime.currentScreen?.focusTargets.firstIndex { $0.rowControl == .delete }
        app.runtime.moveFocus(to: delete ?? 0)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 0)
        expectNotContains(app.text, "About")
        expectNotContains(app.text, "Dune")
        expectContains(app.text, "Emma")
        // A click on the next one's control does the same.
        #expect(app.click(on: "⊖"))
        expectNotContains(app.text, "Emma")
        expectEqual(app.runtime.navigationDepth, 0)
    }

    @Test func rowsThatAreCustomViewsInASectionShowTheirControlsToo() {
        let app = HeadlessDriver(Chores(), width: 40, height: 8)
        app.runtime.editMode = .active
        app.settle()
        #expect(app.text.split(separator: "\n").contains { $0.contains("⊖") && $0.contains("dishes") && $0.contains("≡") })
        let delete = app.runtime.currentScreen?.focusTargets.firstIndex {
            $0.rowControl == .delete && $0.source.map { (try? $0.find(text: "laundry")) != nil } == true
        }
        app.runtime.moveFocus(to: delete ?? 0)
        app.press(.enter)
        expectNotContains(app.text, "laundry")
        expectContains(app.text, "1 chores")
    }

    @Test func theEditButtonSwitchesEditModeAndTheRowsShowTheirControls() {
        let app = HeadlessDriver(Groceries(), width: 40, height: 12)
        expectContains(app.text, "Edit")
        expectNotContains(app.text, "⊖")
        let edit = try? #require(app.runtime.currentScreen?.focusTargets.firstIndex { $0.source?.kind == .editButton })
        app.runtime.moveFocus(to: edit ?? 0)
        app.press(.enter)
        expectEqual(app.runtime.editMode, .active)
        expectContains(app.text, "Done")
        expectContains(app.text, "⊖")
        expectContains(app.text, "≡")
        app.press(.enter)
        expectEqual(app.runtime.editMode, .inactive)
        expectNotContains(app.text, "⊖")
    }

    @Test func inEditModeTheDeleteControlDeletesItsRow() {
        let app = HeadlessDriver(Groceries(), width: 40, height: 12)
        app.runtime.editMode = .active
        app.settle()
        let delete = app.runtime.currentScreen?.focusTargets.firstIndex {
            $0.rowControl == .delete && $0.source.map { (try? $0.find(text: "bread")) != nil } == true
        }
        app.runtime.moveFocus(to: delete ?? 0)
        app.press(.enter)
        expectNotContains(app.text, "bread")
        #expect(app.text.contains("apples") && app.text.contains("cheese"))
    }

    @Test func inEditModeArrowsOnTheMoveControlMoveItsRow() throws {
        let app = HeadlessDriver(Groceries(), width: 40, height: 12)
        app.runtime.editMode = .active
        app.settle()
        let targets = try #require(app.runtime.currentScreen?.focusTargets)
        let move = try #require(targets.firstIndex { $0.rowControl == .move && $0.source.map { (try? $0.find(text: "apples")) != nil } == true })
        app.runtime.moveFocus(to: move)
        app.press(.down)
        let lines = app.text.split(separator: "\n").map(String.init)
        let apples = try #require(lines.firstIndex { $0.contains("apples") })
        let bread = try #require(lines.firstIndex { $0.contains("bread") })
        #expect(bread < apples)
        // The focus stays on the moved row's move control: another ↓ moves it again.
        app.press(.down)
        let after = app.text.split(separator: "\n").map(String.init)
        #expect(try #require(after.firstIndex { $0.contains("cheese") }) < #require(after.firstIndex { $0.contains("apples") }))
    }

    @Test func typingInTheSearchFieldFiltersTheRowsTheAppComputes() {
        let app = HeadlessDriver(Groceries(), width: 40, height: 12)
        expectContains(app.text, "Search: [Find")
        let field = app.runtime.currentScreen?.focusTargets.firstIndex { $0.source?.kind == .textField }
        app.runtime.moveFocus(to: field ?? 0)
        app.type("ch")
        expectContains(app.text, "cheese")
        expectNotContains(app.text, "apples")
        expectNotContains(app.text, "bread")
    }

    @Test func mOpensARowsActionsAndChoosingOneRunsItAndClosesTheMenu() {
        let app = HeadlessDriver(Inbox(), width: 40, height: 12)
        // The focus starts on the first row, focusable for its actions.
        expectEqual(app.runtime.focusedTarget?.source.map { (try? $0.find(text: "hello")) != nil }, true)
        app.press(.character("m"))
        #expect(app.runtime.isShowingActionMenu)
        expectContains(app.text, "Pin")
        expectContains(app.text, "Remove")
        expectContains(app.text, "Copy")
        // The focus is inside the menu, on its first action.
        app.press(.enter)
        #expect(!app.runtime.isShowingActionMenu)
        expectContains(app.text, "Log: pin hello")
    }

    @Test func escClosesTheActionsMenuWithoutRunningAnAction() {
        let app = HeadlessDriver(Inbox(), width: 40, height: 12)
        app.press(.enter)
        #expect(app.runtime.isShowingActionMenu)
        app.press(.escape)
        #expect(!app.runtime.isShowingActionMenu)
        expectNotContains(app.text, "pin hello")
        #expect(!app.quitRequested)
    }

    @Test func aRightClickOpensTheActionsOfTheRowClicked() {
        let app = HeadlessDriver(Inbox(), width: 40, height: 12)
        let invoice = app.runtime.currentScreen?.focusTargets.first { $0.source.map { (try? $0.find(text: "invoice")) != nil } == true }
        app.send(.mouse(MouseEvent(.press(.right), column: (invoice?.column ?? 0) + 1, row: invoice?.row ?? 0)))
        #expect(app.runtime.isShowingActionMenu)
        app.send(.tab, .tab)
        app.press(.enter)
        expectContains(app.text, "Log: copy invoice")
    }

    @Test func deleteRunsADestructiveFullSwipe() {
        let app = HeadlessDriver(Inbox(), width: 40, height: 12)
        app.press(.delete)
        expectNotContains(app.text, "hello")
        expectContains(app.text, "invoice")
    }

    @Test func aRowOfAForEachWithOnDeleteOffersDeleteInItsMenu() {
        let app = HeadlessDriver(Notes(), width: 30, height: 8)
        app.press(.character("m"))
        expectContains(app.text, "Delete")
        app.press(.enter)
        expectNotContains(app.text, "one")
        expectContains(app.text, "two")
    }
}

private struct SearchResults: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        VStack {
            Text(isSearching ? "Searching" : "Browsing")
            Button("Clear") { dismissSearch() }
        }
    }
}

private struct SearchHost: View {
    @State private var query = ""

    var body: some View {
        SearchResults()
            .searchable(text: $query)
    }
}

@MainActor @Suite struct SearchEnvironmentRuntimeTests {
    @Test func theViewsBelowASearchFieldKnowTheyAreSearchingAndCanEndIt() {
        let app = HeadlessDriver(SearchHost(), width: 30, height: 5)
        expectContains(app.text, "Browsing")
        app.type("tea")
        expectContains(app.text, "Searching")
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Browsing")
        expectContains(app.text, "Search: [▁")
    }
}

@MainActor @Suite struct RowActionsMouseTests {
    @Test func aClickFocusesARowWithActionsAndOpensNothing() throws {
        let app = HeadlessDriver(Notes(), width: 30, height: 6)
        let two = try #require(app.runtime.currentScreen?.focusTargets.firstIndex { $0.source.map { (try? $0.find(text: "two")) != nil } == true })
        let target = try #require(app.runtime.currentScreen?.focusTargets[two])
        app.click(x: target.column, y: target.row)
        expectEqual(app.runtime.focusedIndex, two)
        #expect(!app.runtime.isShowingActionMenu)
        app.press(.delete)
        #expect(app.text.contains("one") && !app.text.contains("two"))
    }
}
