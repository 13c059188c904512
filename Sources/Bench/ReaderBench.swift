import Builders
import Foundation
import Glibc
import Inspect
import Script

/// Read + build + dump of a generated 10,000-line view file, against a
/// baseline in the same run: reading the same bytes and splitting them into lines.
@MainActor func readerBenchmark(repetitions: Int) throws {
    var lines = ["import SwiftUI", "VStack {"]
    var section = 0
    while lines.count < 10_000 {
        lines.append("    VStack(alignment: .leading) {")
        for group in 0..<10 {
            lines.append("        HStack {")
            for leaf in 0..<10 {
                let n = section * 100 + group * 10 + leaf
                lines += ["            Text(\"Row \\(\(n))\")", "                .bold()", "                .tag(\(n))"]
            }
            lines.append("        }")
        }
        lines.append("    }")
        section += 1
    }
    lines.append("}")
    let source = lines.joined(separator: "\n")
    let baseline = medianNanoseconds(repetitions: repetitions) {
        consume(source.split(separator: "\n").count)
    }
    let build = try medianNanoseconds(repetitions: repetitions) {
        consume(try ViewFile.build(source: source, file: "bench.swift"))
    }
    let full = try medianNanoseconds(repetitions: repetitions) {
        let tree = try ViewFile.build(source: source, file: "bench.swift")
        consume(try inspect(tree).treeDump())
    }
    print("Reader: a \(lines.count)-line view file (\(section) sections, \(section * 100) tagged Texts), median of \(repetitions)")
    print(String(format: "  baseline: split into lines      %10.2f ms", baseline / 1e6))
    print(String(format: "  read + build                    %10.2f ms", build / 1e6))
    print(String(format: "  read + build + tree dump        %10.2f ms   (%.0f× the baseline)", full / 1e6, full / baseline))
}

/// A view file as SwiftUI apps write them: an enum, a model struct and a view struct with
/// @State, a computed property, a method, a ForEach over the model and a segmented picker.
/// `index` makes the names unique, so that the text can be repeated into a large module.
@MainActor func swiftUIStyleFile(_ index: Int) -> String {
    """
    enum Filter\(index): String, CaseIterable, Identifiable {
        case all, open, done
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    struct Task\(index): Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct TaskList\(index): View {
        @State private var filter: Filter\(index) = .all
        @State private var showCounts = true
        let tasks = [
            Task\(index)(id: 1, title: "Write the reader"),
            Task\(index)(id: 2, title: "Measure it", isDone: true),
            Task\(index)(id: 3, title: "Ship it"),
        ]

        private var visible: [Task\(index)] {
            switch filter {
            case .all: tasks
            case .open: tasks.filter { !$0.isDone }
            case .done: tasks.filter(\\.isDone)
            }
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Picker("Filter", selection: $filter) {
                    ForEach(Filter\(index).allCases) { filter in
                        Text(filter.title).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                ForEach(visible) { task in
                    row(task)
                }
                if showCounts {
                    Text("\\(visible.count) of \\(tasks.count)")
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
                Toggle("Show counts", isOn: $showCounts)
            }
            .padding()
        }

        func row(_ task: Task\(index)) -> some View {
            HStack {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                Text(task.title)
                Spacer()
            }
        }
    }

    """
}

/// Read + build + dump of a 10,000-line file of SwiftUI-style structs (``swiftUIStyleFile(_:)``),
/// the root a VStack of every view struct.
@MainActor func swiftUIReaderBenchmark(repetitions: Int) throws {
    var source = "import SwiftUI\n\n"
    var count = 0
    while source.split(separator: "\n", omittingEmptySubsequences: false).count < 10_000 - 4 - count {
        source += swiftUIStyleFile(count)
        count += 1
    }
    source += "#Preview {\n    VStack {\n" + (0..<count).map { "        TaskList\($0)()" }.joined(separator: "\n") + "\n    }\n}\n"
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
    let full = try medianNanoseconds(repetitions: repetitions) {
        let tree = try ViewFile.build(source: source, file: "app.swift")
        consume(try inspect(tree).treeDump())
    }
    print("Reader: a \(lineCount)-line SwiftUI-style file (\(count) view structs with state, models, methods), median of \(repetitions)")
    print(String(format: "  read + build + tree dump        %10.2f ms\n", full / 1e6))
}

/// Start-up of `inspect --version` against `/bin/true`, both spawned with
/// posix_spawn and waited for, in the same run.
@MainActor func startupBenchmark(repetitions: Int) {
    let inspect = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inspect").path
    guard FileManager.default.isExecutableFile(atPath: inspect) else {
        print("Start-up: build the inspect product first (swift build -c release --product inspect)\n")
        return
    }
    func spawn(_ path: String, _ arguments: [String]) -> Double {
        medianNanoseconds(repetitions: repetitions) {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            var pid: pid_t = 0
            if posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 {
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            argv.forEach { free($0) }
            posix_spawn_file_actions_destroy(&actions)
        }
    }
    let baseline = spawn("/bin/true", [])
    let version = spawn(inspect, ["--version"])
    // A typical SwiftUI file of about 100 lines, with its #Preview.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("bench-typical-\(getpid()).swift")
    let typical = "import SwiftUI\n\n" + swiftUIStyleFile(0) + swiftUIStyleFile(1) + "#Preview {\n    TaskList0()\n}\n"
    try? typical.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let dump = spawn(inspect, ["dump", file.path])
    let lines = typical.split(separator: "\n", omittingEmptySubsequences: false).count
    print("Start-up, median of \(repetitions) spawns (posix_spawn + waitpid)")
    print(String(format: "  /bin/true                        %8.2f ms", baseline / 1e6))
    print(String(format: "  inspect --version                %8.2f ms   (%.2f ms over the baseline)", version / 1e6, (version - baseline) / 1e6))
    print(String(format: "  inspect dump, a %d-line file     %8.2f ms   (process start to output)\n", lines, dump / 1e6))
}
