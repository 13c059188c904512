import SwiftUI

struct NewTaskView: View {
    var onSave: (String, TaskItem.Priority) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var priority = TaskItem.Priority.normal
    @FocusState private var titleFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                TextField("What needs doing?", text: $title)
                    .textInputAutocapitalization(.sentences)
                    .submitLabel(.done)
                    .focused($titleFocused)
                    .onSubmit(save)
                Picker("Priority", selection: $priority) {
                    ForEach(TaskItem.Priority.allCases) { priority in
                        Text(priority.rawValue.capitalized).tag(priority)
                    }
                }
            }
            .navigationTitle("New Task")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add", action: save)
                        .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear { titleFocused = true }
        }
    }

    private func save() {
        onSave(title, priority)
        dismiss()
    }
}

#Preview {
    NewTaskView { _, _ in }
}
