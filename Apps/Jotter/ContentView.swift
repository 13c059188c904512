import SwiftUI

struct ContentView: View {
    @StateObject private var library = NoteLibrary()
    @SceneStorage("jotter.search") private var searchText = ""
    @SceneStorage("jotter.selection") private var selection: String?

    private var visibleNotes: [Note] {
        library.sortedNotes.filter { $0.matches(searchText) }
    }

    var body: some View {
        NavigationSplitView {
            List(visibleNotes, selection: $selection) { note in
                NavigationLink(value: note.id) {
                    NoteRow(note: note)
                }
            }
            .searchable(text: $searchText, prompt: "Search notes")
            .navigationTitle("Jotter")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        selection = library.newNote().id
                    } label: {
                        Label("New Note", systemImage: "square.and.pencil")
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Text("\(visibleNotes.count) of \(library.notes.count) notes")
                    Spacer()
                }
            }
        } detail: {
            if let selection, let index = library.index(of: selection) {
                NoteEditor(note: $library.notes[index]) {
                    library.delete(selection)
                    self.selection = nil
                }
            } else {
                Text("No note selected")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack {
            if note.isPinned {
                Image(systemName: "pin.fill")
            }
            Text(note.title)
                .lineLimit(1)
        }
    }
}

#Preview("Notes") {
    ContentView()
}
