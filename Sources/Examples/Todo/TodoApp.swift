import Foundation
import Builders
import Observation
import Runtime

/// One thing to do.
struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// The list, shared by the rows.
@Observable
final class TodoList {
    var items: [TodoItem] = [
        TodoItem(id: 1, title: "Write the runtime"),
        TodoItem(id: 2, title: "Test it in tmux"),
        TodoItem(id: 3, title: "Measure it"),
    ]
    private var nextID = 4

    func add(_ title: String = "") {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        items.append(TodoItem(id: nextID, title: trimmed.isEmpty ? "Task \(nextID)" : trimmed))
        nextID += 1
    }

    func remove(_ id: Int) {
        items.removeAll { $0.id == id }
    }

    /// Removes the items at `offsets` (a row's Delete key).
    func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where items.indices.contains(offset) { items.remove(at: offset) }
    }

    func removeDone() {
        items.removeAll { $0.isDone }
    }

    func binding(for id: Int) -> Binding<Bool> {
        Binding(
            get: { self.items.first { $0.id == id }?.isDone ?? false },
            set: { value in
                if let index = self.items.firstIndex(where: { $0.id == id }) { self.items[index].isDone = value }
            })
    }
}

/// One row: a toggle for the item, and a button that deletes it.
struct TodoRow: View {
    let list: TodoList
    let item: TodoItem

    var body: some View {
        HStack {
            Toggle(item.title, isOn: list.binding(for: item.id))
            Button("Delete", role: .destructive) { list.remove(item.id) }
        }
    }
}

/// The to-do example: `swift run todo`. Type a title and Enter adds it; Tab moves; Space ticks
/// an item; Enter on Delete, or the Delete or Backspace key on a row, deletes its item; Remove
/// done clears the ticked ones.
struct TodoView: View {
    @State private var list = TodoList()
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("To do (\(list.items.filter { !$0.isDone }.count) left)").bold()
            TextField("New", text: $draft, onCommit: {
                list.add(draft)
                draft = ""
            })
            List {
                ForEach(list.items) { item in
                    TodoRow(list: list, item: item)
                }
                .onDelete { offsets in list.remove(atOffsets: offsets) }
            }
            HStack {
                Button("Add") {
                    list.add(draft)
                    draft = ""
                }
                Button("Remove done") { list.removeDone() }
            }
        }
    }
}

@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup {
            TodoView()
        }
    }
}
