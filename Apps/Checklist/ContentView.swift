import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var store: TaskStore
    @State private var showingNewTask = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(store.tasks) { task in
                        TaskRow(task: task) { store.toggle(task) }
                            .swipeActions(edge: .leading) {
                                Button {
                                    store.toggle(task)
                                } label: {
                                    Label(task.isDone ? "Reopen" : "Finish", systemImage: "checkmark")
                                }
                                .tint(.green)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    store.remove(task)
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                } footer: {
                    Text("\(store.openCount) of \(store.tasks.count) open")
                }
            }
            .navigationTitle("Checklist")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingNewTask = true
                    } label: {
                        Label("New Task", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingNewTask) {
                NewTaskView { title, priority in
                    store.add(title, priority: priority)
                }
            }
        }
    }
}

/// A task with a box to tick; the box makes way for the list's own controls while editing.
struct TaskRow: View {
    let task: TaskItem
    var onToggle: () -> Void
    @Environment(\.editMode) private var editMode

    var body: some View {
        HStack {
            if editMode?.wrappedValue.isEditing != true {
                Button(action: onToggle) {
                    Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                }
                .buttonStyle(.plain)
            }
            Text(task.title)
                .strikethrough(task.isDone)
                .foregroundStyle(task.isDone ? .secondary : .primary)
            Spacer()
            if task.priority == .urgent {
                Text("!")
                    .foregroundStyle(.red)
            }
        }
    }
}

#Preview("Checklist") {
    ContentView()
        .environmentObject(TaskStore())
}

#Preview("Done task", traits: .sizeThatFitsLayout) {
    TaskRow(task: TaskItem(title: "Feed the cat", isDone: true)) {}
}
