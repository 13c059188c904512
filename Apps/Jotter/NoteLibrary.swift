import Combine
import Foundation

/// Every note, pinned ones first.
final class NoteLibrary: ObservableObject {
    @Published var notes: [Note]

    init(notes: [Note] = NoteLibrary.welcome) {
        self.notes = notes
    }

    var sortedNotes: [Note] {
        notes.filter(\.isPinned) + notes.filter { !$0.isPinned }
    }

    func index(of id: Note.ID) -> Int? {
        notes.firstIndex { $0.id == id }
    }

    @discardableResult
    func newNote() -> Note {
        let note = Note(title: "Untitled \(notes.count + 1)")
        notes.insert(note, at: 0)
        return note
    }

    func delete(_ id: Note.ID) {
        notes.removeAll { $0.id == id }
    }

    static let welcome = [
        Note(id: "welcome", title: "Welcome to Jotter", text: "Pick a note on the left to read it.", isPinned: true),
        Note(id: "groceries", title: "Groceries", text: "Eggs, flour, basil"),
        Note(id: "ideas", title: "Gift ideas", text: "A kite for Sam"),
    ]
}
