import Builders
import Foundation
import Runtime
import Terminal

// `bench lazy [repetitions]`: a List of 1,000 and of 1,000,000 rows in a running app (lazy
// rows), each in a fresh process: PageDown to its written frame, End (the focus to the last
// row) to its frame, the rows made a page, and the extra peak memory (VmHWM after the run minus
// VmHWM reset just before the app was made). The baseline, measured in the same run, is the same
// 1,000 rows in a VStack, which draws every row.

/// Counts the rows a workload's ForEach made.
final class MadeRowCount: @unchecked Sendable {
    var count = 0
}

/// A List of `count` buttons over a constant range: lazy rows.
struct BenchLongList {
    let count: Int
    let made: MadeRowCount

    var body: some View {
        List(0..<count) { index in
            let _ = made.count += 1
            Button("Row \(index)") {}
        }
    }
}

/// The same rows in a VStack inside a ScrollView: every row drawn (the baseline).
struct BenchEagerList {
    let count: Int
    let made: MadeRowCount

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in
                    let _ = made.count += 1
                    Button("Row \(index)") {}
                }
            }
        }
    }
}

/// Runs `bench lazy …`: the table, or (`child SHAPE COUNT REPETITIONS`) one measurement.
@MainActor func lazyListBenchmark(_ arguments: [String]) throws {
    if arguments.first == "child", arguments.count == 4, let count = Int(arguments[2]), let repetitions = Int(arguments[3]) {
        measureLongList(eager: arguments[1] == "eager", count: count, repetitions: repetitions)
        return
    }
    let repetitions = arguments.first.flatMap(Int.init) ?? 21
    print("lazy rows: a List of buttons at 80×24 in a running app, each line a fresh process (median of \(repetitions))")
    print("  rows                             PageDown to frame   End to frame   rows made a page   extra peak memory")
    var results: [String: (page: Double, end: Double, made: Int, peak: Int)] = [:]
    for (shape, count) in [("eager", 1_000), ("lazy", 1_000), ("lazy", 1_000_000)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["lazy", "child", shape, String(count), String(repetitions)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, fields.count == 4 else {
            print("  \(shape) \(count): the measuring process failed (\(process.terminationStatus)): \(output)")
            exit(1)
        }
        let result = (page: fields[0], end: fields[1], made: Int(fields[2]), peak: Int(fields[3]))
        results["\(shape) \(count)"] = result
        let name = "\(count.formatted()) rows, \(shape == "eager" ? "VStack (baseline)" : "List")"
        print("  " + name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%12.3f ms %12.3f ms %14d %15.1f MB",
                     result.page / 1e6, result.end / 1e6, result.made, Double(result.peak) / 1_048_576))
    }
    if let small = results["lazy 1000"], let large = results["lazy 1000000"], let eager = results["eager 1000"] {
        print(String(format: "  1,000,000 rows against 1,000: PageDown %.2f×, End %.2f×, memory %.2f×",
                     large.page / small.page, large.end / small.end, Double(large.peak) / Double(max(1, small.peak))))
        print(String(format: "  lazy 1,000 rows against the VStack baseline: PageDown %.2f×", small.page / eager.page))
    }
}

/// One process's measurement: prints the median PageDown and End times (ns), the most rows made
/// by a page, and the extra peak memory (bytes).
@MainActor private func measureLongList(eager: Bool, count: Int, repetitions: Int) {
    let base = resetPeakResidentBytes()
    let made = MadeRowCount()
    let app = eager
        ? HeadlessDriver(BenchEagerList(count: count, made: made), width: 80, height: 24)
        : HeadlessDriver(BenchLongList(count: count, made: made), width: 80, height: 24)
    var madeByPage = 0
    let page = medianNanoseconds(repetitions: repetitions) {
        let before = made.count
        app.press(.pageDown)
        madeByPage = max(madeByPage, made.count - before)
    }
    var ends: [UInt64] = []
    for _ in 0..<max(1, repetitions) {
        app.press(.home)
        let start = DispatchTime.now().uptimeNanoseconds
        app.press(.end)
        ends.append(DispatchTime.now().uptimeNanoseconds - start)
    }
    let end = Double(ends.sorted()[ends.count / 2])
    let peak = peakResidentBytes() - base
    print("\(page) \(end) \(madeByPage) \(peak)")
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension BenchLongList: View {}
extension BenchEagerList: View {}
