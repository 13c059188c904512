import Inspect
import SwiftUI
import Testing
@testable import Jotter
import Expectations

@MainActor @Suite(.serialized) struct JotterTests {
    static let keys = ["jotter.search", "jotter.selection"]

    @Test func aNoteChosenInTheSidebarOpensInTheDetail() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: JotterApp(), width: 90, height: 12)
        expectContains(app.text, "No note selected")
        expectContains(app.text, "3 of 3 notes")
        // New Note, the search field, then the notes: the pinned one first, Groceries next.
        app.press(.tab, times: 3)
        app.press(.enter)
        expectNotContains(app.text, "No note selected")
        expectContains(app.text, "Eggs, flour, basil")
        expectContains(app.text, "[Groceries")
    }

    @Test func typingASearchFiltersTheNotes() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: JotterApp(), width: 90, height: 12)
        app.press(.tab)
        app.type("kite")
        expectContains(app.text, "Gift ideas")
        expectNotContains(app.text, "Groceries")
        expectContains(app.text, "1 of 3 notes")
        // The search is kept for the scene: the window made again shows it.
        let again = try HeadlessDriver(app: JotterApp(), width: 90, height: 12)
        expectContains(again.text, "[kite")
        expectContains(again.text, "1 of 3 notes")
    }

    @Test func aNewNoteIsMadeSelectedAndCanBeDeleted() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let app = try HeadlessDriver(app: JotterApp(), width: 90, height: 12)
        app.press(.enter)
        expectContains(app.text, "4 of 4 notes")
        expectContains(app.text, "[Untitled 4")
        #expect(app.click(on: "Delete"))
        expectContains(app.text, "3 of 3 notes")
        expectContains(app.text, "No note selected")
    }

    @Test func theSidebarSearchesAndTheToolbarsPlaceTheirItems() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let view = try ContentView().inspect()
        let split = try view.find(where: { $0.kind == .navigationSplitView })
        expectEqual(try split.find(where: { $0.kind == .list }).searchPrompt(), "Search notes")
        expectEqual(try view.find(text: "Welcome to Jotter").string(), "Welcome to Jotter")
        let placements = try view.findAll(where: { $0.kind == .toolbarItem || $0.kind == .toolbarItemGroup }).map { try $0.placement() }
        expectEqual(placements, [.primaryAction, .bottomBar])
    }

    @Test func notesMatchTheirTitleOrText() {
        let note = Note(title: "Trip", text: "Passport and tickets")
        #expect(note.matches("passport"))
        #expect(note.matches("TRIP"))
        #expect(!note.matches("hotel"))
        expectEqual(NoteLibrary().sortedNotes.first?.isPinned, true)
    }

    @Test func thePreviewsAreListed() throws {
        let found = previews(of: "Jotter")
        expectEqual(found.map(\.name), ["Notes", "Editor"])
        expectEqual(found[1].traits.map(\.setting), [.orientation(.landscapeLeft)])
        expectEqual(try inspect(found[1].makeView()).find(TextField<Text>.self).input(), "Packing list")
    }
}
