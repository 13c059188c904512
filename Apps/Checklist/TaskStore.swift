import Combine
import Foundation

/// The list of tasks the screens share.
final class TaskStore: ObservableObject {
    @Published var tasks: [TaskItem]

    init(tasks: [TaskItem] = TaskItem.samples) {
        self.tasks = tasks
    }

    var openCount: Int {
        tasks.filter { !$0.isDone }.count
    }

    func add(_ title: String, priority: TaskItem.Priority) {
        let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return }
        tasks.append(TaskItem(title: title, priority: priority))
    }

    func toggle(_ task: TaskItem) {
        guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
        tasks[index].isDone.toggle()
    }

    func remove(_ task: TaskItem) {
        tasks.removeAll { $0.id == task.id }
    }

    func delete(at offsets: IndexSet) {
        tasks.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        tasks.move(fromOffsets: source, toOffset: destination)
    }
}
