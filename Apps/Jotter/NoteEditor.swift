import SwiftUI

struct NoteEditor: View {
    @Binding var note: Note
    var onDelete: () -> Void

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $note.title)
                .font(.title)
                .textInputAutocapitalization(.words)
                .submitLabel(.next)
            TextEditor(text: $note.text)
        }
        .padding()
        .navigationTitle(note.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Toggle(isOn: $note.isPinned) {
                    Label("Pin", systemImage: "pin")
                }
            }
            ToolbarItem(placement: .destructiveAction) {
                Button("Delete", role: .destructive, action: onDelete)
            }
        }
    }
}

#Preview("Editor", traits: .landscapeLeft) {
    @Previewable @State var note = Note(title: "Packing list", text: "Socks\nCharger")
    NavigationStack {
        NoteEditor(note: $note) {}
    }
}
