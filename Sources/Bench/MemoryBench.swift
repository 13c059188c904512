import Builders
import Foundation
import Glibc
import Inspect

// `bench memory`: the extra peak memory of extraction over a 1,000,000-node tree, against the
// tree's own size (it must stay under 10×).
//
//     bench memory                         every shape × extraction, each in a fresh process
//     bench memory SHAPE EXTRACTION [N]    one measurement in this process, over N nodes (1,000,000
//                                          unless told: the ratio is per node, so a smaller tree
//                                          checks the same bound at a fraction of the time)
//
// SHAPE is `flat` (a ForEach of 1,000,000 tagged Texts over an array) or `modified` (the same
// with padding and opacity on each Text: three modifiers per element); EXTRACTION is
// `taggedItems`, `taggedTexts`, `treeDump` or `jsonDump`.
//
// The tree's own size is what the tree holds: a ForEach stores its data and a closure, and
// makes each element's view when asked. Here the data is `ids` ([Int], 8 bytes an element) and
// the closure reads the labels ([String], 16 bytes an element inline; a label of more than 15
// UTF-8 bytes also has a heap buffer of 32 + its length bytes, rounded up to 16). So the own size
// is the two arrays' buffers (capacity × stride + a 32-byte header each) plus those string
// buffers, computed from the arrays themselves.
//
// The extra peak is read from the kernel: after building the tree and returning freed memory
// to the system (`malloc_trim(0)`), the process's peak resident size (VmHWM) is reset to its
// current size (writing 5 to /proc/self/clear_refs); after the extraction, VmHWM minus that
// baseline is the most memory the extraction added at any moment, its result included.
// Each measurement runs in its own process, so no earlier run's pages or peaks count.

/// The number of elements of the memory workloads unless told.
let memoryNodeCount = 1_000_000

/// Runs `bench memory …`.
@MainActor func memoryBenchmark(_ arguments: [String]) throws {
    let shapes = ["flat", "modified"]
    let extractions = ["taggedItems", "taggedTexts", "treeDump", "jsonDump"]
    guard arguments.count >= 2 else {
        print("Extra peak memory of extraction over \(memoryNodeCount) nodes (each row a fresh process; bound \(memoryBound)× for \(boundedExtractions.sorted().joined(separator: ", ")))")
        fflush(nil)
        var over = 0
        for shape in shapes {
            for extraction in extractions where try !runMemoryChild(shape: shape, extraction: extraction) {
                over += 1
            }
        }
        if over > 0 {
            print("\(over) of \(shapes.count * extractions.count) measurements exceed \(memoryBound)× the tree's own size")
            exit(1)
        }
        return
    }
    let count = arguments.count > 2 ? Int(arguments[2]) : memoryNodeCount
    guard shapes.contains(arguments[0]), extractions.contains(arguments[1]), let count, count > 0 else {
        print("usage: bench memory [\(shapes.joined(separator: "|")) \(extractions.joined(separator: "|")) [NODES]]")
        exit(2)
    }
    if try !measureMemory(shape: arguments[0], extraction: arguments[1], workload: MemoryWorkload(count: count)) { exit(overBoundStatus) }
}

/// The memory bound: extraction adds less than 10× the tree's own size.
let memoryBound = 10.0

/// The extractions the bound applies to: the (text, tag) extraction. `taggedItems` returns a cursor
/// per item (a boxed copy of the element's view, its modifiers, its path), and the dumps return text
/// about every node; they are measured and reported, not bounded (README, Decisions).
let boundedExtractions: Set<String> = ["taggedTexts"]

/// The exit status of a measurement over the bound.
private let overBoundStatus: Int32 = 3

/// Runs one measurement in a child process (this same executable), which prints its line;
/// whether it stayed within the bound.
@MainActor private func runMemoryChild(shape: String, extraction: String) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["memory", shape, extraction]
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return true
    case overBoundStatus: return false
    default:
        print("  \(shape) \(extraction): the measuring process failed (\(process.terminationStatus))")
        exit(1)
    }
}

/// The data of a memory workload: the labels and ids of `count` elements.
struct MemoryWorkload {
    /// The elements' labels, "Item 0" on.
    let labels: [String]
    /// The elements' ids.
    let ids: [Int]

    init(count: Int) {
        var labels: [String] = []
        labels.reserveCapacity(count)
        for i in 0..<count { labels.append("Item \(i)") }
        self.labels = labels
        ids = Array(0..<count)
    }

    /// The tree's own heap bytes: the arrays' buffers and the labels' out-of-line storage.
    var ownBytes: Int {
        func buffer<T>(_ array: [T]) -> Int { 32 + array.capacity * MemoryLayout<T>.stride }
        let stringHeap = labels.reduce(0) { total, label in
            let count = label.utf8.count
            return count <= 15 ? total : total + (32 + count + 15) / 16 * 16
        }
        return buffer(ids) + buffer(labels) + stringHeap
    }
}

/// Measures one extraction on one shape and prints the figures; whether it stayed within the bound.
@MainActor private func measureMemory(shape: String, extraction: String, workload: MemoryWorkload) throws -> Bool {
    let own = workload.ownBytes
    let labels = workload.labels
    let flatTree = ForEach(workload.ids, id: \.self) { i in Text(labels[i]).tag(i) }
    let modifiedTree = ForEach(workload.ids, id: \.self) { i in Text(labels[i]).tag(i).padding(1).opacity(0.5) }
    let baseline = resetPeakResidentBytes()
    var produced = 0
    switch (shape, extraction) {
    case ("flat", "taggedItems"): produced = try flatTree.inspect().taggedItems(of: Int.self).count
    case ("flat", "taggedTexts"): produced = try flatTree.taggedTexts(of: Int.self).count
    case ("flat", "treeDump"): produced = try flatTree.inspect().treeDump().utf8.count
    case ("flat", "jsonDump"): produced = try flatTree.inspect().jsonDump().utf8.count
    case ("modified", "taggedItems"): produced = try modifiedTree.inspect().taggedItems(of: Int.self).count
    case ("modified", "taggedTexts"): produced = try modifiedTree.taggedTexts(of: Int.self).count
    case ("modified", "treeDump"): produced = try modifiedTree.inspect().treeDump().utf8.count
    default: produced = try modifiedTree.inspect().jsonDump().utf8.count
    }
    let peak = peakResidentBytes() - baseline
    let megabytes = { (bytes: Int) in String(format: "%7.1f MB", Double(bytes) / 1_048_576) }
    let ratio = Double(peak) / Double(own)
    let name = (shape + " " + extraction).padding(toLength: 22, withPad: " ", startingAt: 0)
    let result = "\(produced) \(extraction.hasSuffix("Dump") ? "bytes" : "items")"
    let bounded = boundedExtractions.contains(extraction)
    let verdict = !bounded ? "  (not bounded)" : ratio < memoryBound ? "" : "  OVER"
    print("  \(name) tree \(megabytes(own))   extra peak \(megabytes(peak))   " + String(format: "%6.2f×", ratio)
        + verdict + "   (result: \(result))")
    return !bounded || ratio < memoryBound
}

/// Returns freed memory to the system, resets the peak resident size to the current one, and returns it.
@MainActor func resetPeakResidentBytes() -> Int {
    trimMalloc()
    if let file = fopen("/proc/self/clear_refs", "w") {
        fputs("5", file)
        fclose(file)
    }
    return peakResidentBytes()
}

/// The process's peak resident size since the last reset (VmHWM), in bytes.
@MainActor func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
}

/// `malloc_trim(0)`, looked up at run time (glibc's malloc.h is not in Swift's Glibc module).
@MainActor private func trimMalloc() {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(nil, "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
}
