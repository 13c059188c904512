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

    func add() {
        items.append(TodoItem(id: nextID, title: "Task \(nextID)"))
        nextID += 1
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

/// One row: a toggle for the item.
struct TodoRow: View {
    let list: TodoList
    let item: TodoItem

    var body: some View {
        Toggle(item.title, isOn: list.binding(for: item.id))
    }
}

/// The to-do example: `swift run todo`. Space ticks an item; Add and Remove done change the list.
struct TodoView: View {
    @State private var list = TodoList()

    var body: some View {
        VStack(alignment: .leading) {
            Text("To do (\(list.items.filter { !$0.isDone }.count) left)").bold()
            ForEach(list.items) { item in
                TodoRow(list: list, item: item)
            }
            HStack {
                Button("Add") { list.add() }
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
