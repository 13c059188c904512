import Builders
import Foundation

/// A list over an Identifiable model, with a row view taking arguments and a filter.
enum TaskListApp: AppFile {
    static let path = #filePath
    static let preview = "TaskListView(tasks: TaskItem.samples)"
    static var compiled: any View { TaskListView(tasks: TaskItem.samples) }

// reader:begin
struct TaskItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    var priority = 1

    static let samples = [
        TaskItem(title: "Buy milk"),
        TaskItem(title: "Walk the dog", isDone: true),
        TaskItem(title: "File taxes", priority: 3),
    ]
}

struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        HStack {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(task.isDone ? .green : .gray)
            Text(task.title)
                .italicIfDone(task.isDone)
            Spacer()
            if task.priority > 1 {
                Text(String(repeating: "!", count: task.priority))
                    .foregroundColor(.red)
            }
        }
    }
}

struct TaskListView: View {
    let tasks: [TaskItem]
    @State private var showDone = true

    private var visible: [TaskItem] {
        showDone ? tasks : tasks.filter { !$0.isDone }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Show completed", isOn: $showDone)
            ForEach(visible) { task in
                TaskRow(task: task)
            }
            Text("\(tasks.filter(\.isDone).count) of \(tasks.count) done")
                .font(.footnote)
        }
        .padding()
    }
}
// reader:end
}

// reader:begin
extension Text {
    func italicIfDone(_ done: Bool) -> Text {
        done ? self.italic() : self
    }
}
// reader:end
