import Foundation

/// A SwiftUI app of 15 files, written as a small public app is (an `@main` App with a store it
/// passes on, models, a list and its rows, views of their own), for `inspect run FOLDER`'s
/// first frame: made afresh in a temporary folder by each run of the benchmark.
enum AppFolderFixture {
    /// The text of its first screen that the benchmark waits for.
    static let title = "Board ready"

    /// The files by name.
    static let files: [String: String] = [
        "BoardApp.swift": """
            import SwiftUI

            @main
            struct BoardApp: App {
                @StateObject private var store = TaskStore()

                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environmentObject(store)
                    }
                }
            }
            """,
        "TaskStore.swift": """
            import Foundation

            final class TaskStore: ObservableObject {
                @Published var tasks: [BoardTask] = BoardTask.samples
                @Published var filter = "All"

                var visible: [BoardTask] {
                    guard filter != "All" else { return tasks }
                    return tasks.filter { $0.priority.rawValue.capitalized == filter }
                }

                func toggle(_ task: BoardTask) {
                    guard let index = tasks.firstIndex(where: { $0.id == task.id }) else { return }
                    tasks[index].isDone.toggle()
                }
            }
            """,
        "BoardTask.swift": """
            import Foundation

            struct BoardTask: Identifiable {
                let id = UUID()
                var title: String
                var priority: Priority
                var isDone = false

                static let samples = [
                    BoardTask(title: "Write the release notes", priority: .high),
                    BoardTask(title: "Review the layout", priority: .medium),
                    BoardTask(title: "Tidy the backlog", priority: .low),
                    BoardTask(title: "Plan the demo", priority: .high),
                ]
            }
            """,
        "Priority.swift": """
            enum Priority: String, CaseIterable, Identifiable {
                case low, medium, high
                var id: String { rawValue }
                var symbol: String {
                    switch self {
                    case .low: return "arrow.down"
                    case .medium: return "equal"
                    case .high: return "arrow.up"
                    }
                }
            }
            """,
        "Theme.swift": """
            import SwiftUI

            enum Theme {
                static let accent = Color.blue
                static let done = Color.green
                static let spacing: CGFloat = 8
            }
            """,
        "ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                @EnvironmentObject var store: TaskStore

                var body: some View {
                    NavigationStack {
                        VStack(spacing: Theme.spacing) {
                            HeaderView(count: store.visible.count)
                            FilterBar(filter: $store.filter)
                            TaskList()
                            StatsView(tasks: store.tasks)
                            FooterView()
                        }
                        .navigationTitle("Board")
                    }
                }
            }
            """,
        "HeaderView.swift": """
            import SwiftUI

            struct HeaderView: View {
                let count: Int

                var body: some View {
                    HStack {
                        Text("\(AppFolderFixture.title)").font(.headline)
                        Spacer()
                        Text("\\(count) tasks").foregroundStyle(.secondary)
                    }
                }
            }
            """,
        "FilterBar.swift": """
            import SwiftUI

            struct FilterBar: View {
                @Binding var filter: String

                var body: some View {
                    Picker("Priority", selection: $filter) {
                        Text("All").tag("All")
                        ForEach(Priority.allCases) { priority in
                            Text(priority.rawValue.capitalized).tag(priority.rawValue.capitalized)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """,
        "TaskList.swift": """
            import SwiftUI

            struct TaskList: View {
                @EnvironmentObject var store: TaskStore

                var body: some View {
                    List {
                        ForEach(store.visible) { task in
                            TaskRow(task: task) { store.toggle(task) }
                        }
                    }
                }
            }
            """,
        "TaskRow.swift": """
            import SwiftUI

            struct TaskRow: View {
                let task: BoardTask
                let toggle: () -> Void

                var body: some View {
                    HStack {
                        Button(action: toggle) {
                            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                        }
                        Text(task.title).strikethrough(task.isDone)
                        Spacer()
                        PriorityBadge(priority: task.priority)
                    }
                }
            }
            """,
        "PriorityBadge.swift": """
            import SwiftUI

            struct PriorityBadge: View {
                let priority: Priority

                var body: some View {
                    Label(priority.rawValue, systemImage: priority.symbol)
                        .font(.caption)
                        .foregroundColor(priority == .high ? .red : Theme.accent)
                }
            }
            """,
        "StatsView.swift": """
            import SwiftUI

            struct StatsView: View {
                let tasks: [BoardTask]

                private var doneCount: Int { tasks.filter { $0.isDone }.count }

                var body: some View {
                    VStack(alignment: .leading) {
                        ProgressView(value: Double(doneCount), total: Double(max(tasks.count, 1)))
                        Text("\\(doneCount) of \\(tasks.count) done").font(.footnote)
                    }
                }
            }
            """,
        "FooterView.swift": """
            import SwiftUI

            struct FooterView: View {
                @State private var showingAbout = false

                var body: some View {
                    HStack {
                        Button("About") { showingAbout = true }
                        Spacer()
                        SettingsLink()
                    }
                    .sheet(isPresented: $showingAbout) { AboutView() }
                }
            }
            """,
        "SettingsLink.swift": """
            import SwiftUI

            struct SettingsLink: View {
                @AppStorage("compact") private var compact = false

                var body: some View {
                    Toggle("Compact", isOn: $compact)
                }
            }
            """,
        "AboutView.swift": """
            import SwiftUI

            struct AboutView: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    VStack(spacing: Theme.spacing) {
                        Text("Board").font(.title)
                        Text("A small board of tasks.")
                        Button("Done") { dismiss() }
                    }
                }
            }
            """,
    ]

    /// Writes the files into a new temporary folder; returns the folder.
    static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
