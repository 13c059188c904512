import Builders
import Foundation
import Runtime
import Script
import Terminal

/// `bench live`: `inspect run`'s figures, in one run against the same code compiled:
/// a key that runs an action and redraws, on the 200-line file `LiveBenchScreen.swift` (read
/// live from this source tree, and compiled into this program); reading it to its first frame;
/// and the interpreter's cost per executed statement.
@MainActor func liveBenchmark(repetitions: Int) throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("LiveBenchScreen.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
    func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 80, height: 80) }
    func live(_ text: String, root: String) throws -> HeadlessDriver {
        open(try ViewFile.live(files: [ViewFile.Source(name: "LiveBenchScreen.swift", text: text)], options: ViewFile.Options(root: root)).view)
    }

    print("inspect run, a \(lines)-line file read live against the same views compiled (median of \(repetitions))")
    // Warmed up first: the first driver of a process pays for one-time set-up.
    let app = try live(source, root: "LiveBenchScreen()")
    let compiled = open(LiveBenchScreen())
    let starts = max(3, repetitions / 4)
    let firstFrame = try medianNanoseconds(repetitions: starts) { consume(try live(source, root: "LiveBenchScreen()")) }
    let compiledFirstFrame = medianNanoseconds(repetitions: starts) { consume(open(LiveBenchScreen())) }
    guard app.text == compiled.text else {
        print("  the live screen differs from the compiled one:\n\(app.text)\n---\n\(compiled.text)")
        exit(1)
    }
    // The focus starts on Increment: each Enter runs `step(by: 1)` (five statements) and redraws.
    let compiledKey = medianNanoseconds(repetitions: repetitions) { compiled.press(.enter) }
    let liveKey = medianNanoseconds(repetitions: repetitions) { app.press(.enter) }
    guard app.text == compiled.text else {
        print("  after the keys, the live screen differs from the compiled one")
        exit(1)
    }
    print(String(format: "  a key that runs an action and redraws, compiled   %8.3f ms", compiledKey / 1e6))
    print(String(format: "  the same key, live                                 %8.3f ms  (%.2f× compiled; goal < 2 ms)", liveKey / 1e6, liveKey / compiledKey))
    print(String(format: "  first frame, compiled                              %8.3f ms", compiledFirstFrame / 1e6))
    print(String(format: "  read, checked and first frame, live                %8.3f ms  (%.2f×)", firstFrame / 1e6, firstFrame / compiledFirstFrame))

    // The interpreter alone: an action of `count` statements on a local variable, against an empty one.
    let count = 1_000
    let statements = Array(repeating: "            work += 1", count: count).joined(separator: "\n")
    let workSource = """
        struct Work: View {
            @State private var total = 0
            var body: some View {
                VStack {
                    Button("Work") {
                        var work = 0
        \(statements)
                        total = work
                    }
                    Button("Nothing") {}
                    Text("\\(total)")
                }
            }
        }
        """
    let worker = try live(workSource, root: "Work()")
    func actionTime(focus: Int) -> Double {
        worker.runtime.moveFocus(to: focus)
        worker.settle()
        var samples: [UInt64] = []
        for _ in 0..<max(1, repetitions) {
            let start = DispatchTime.now().uptimeNanoseconds
            worker.runtime.handle(.enter)
            samples.append(DispatchTime.now().uptimeNanoseconds - start)
            worker.settle()
        }
        samples.sort()
        return Double(samples[samples.count / 2])
    }
    let busy = actionTime(focus: 0)
    let empty = actionTime(focus: 1)
    guard worker.text.contains("\(count)") else {
        print("  the action did not run its \(count) statements:\n\(worker.text)")
        exit(1)
    }
    print(String(format: "  an action of %d statements, live                 %8.3f ms", count + 2, busy / 1e6))
    print(String(format: "  an empty action, live                              %8.3f ms", empty / 1e6))
    print(String(format: "  the interpreter, per executed statement            %8.1f ns", (busy - empty) / Double(count + 2)))
}
