import Foundation

/// One thing to do.
struct TaskItem: Identifiable, Codable, Hashable {
    enum Priority: String, Codable, CaseIterable, Identifiable {
        case low, normal, urgent

        var id: Self { self }
    }

    var id = UUID()
    var title: String
    var isDone = false
    var priority = Priority.normal
}

extension TaskItem {
    static let samples = [
        TaskItem(title: "Water the plants"),
        TaskItem(title: "Call the plumber", priority: .urgent),
        TaskItem(title: "Return library books", isDone: true),
    ]
}
