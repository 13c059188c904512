import Foundation
import Glibc
import Testing

/// The memory bound, checked in a process of its own: extracting the (text, tag) pairs of a tree
/// adds less than 10× the tree's own size. The bound is per node, so the test checks it on a tree of
/// 250,000 nodes, a quarter of the 1,000,000 that `bench memory` measures (RELIABILITY.md, Memory):
/// the same bound, with the fixed costs weighing four times as much, at a quarter of the time. The
/// test runs the `bench` built beside the tests
/// (`bench memory SHAPE taggedTexts 250000`), which builds the tree, resets the kernel's
/// peak-resident mark, extracts, and prints the extra peak against the tree's size (see
/// Sources/Bench/MemoryBench.swift): a process of its own, because tests running in parallel
/// in this one would count too. Under AddressSanitizer (RELIABILITY.md, Sanitizers) the child runs
/// without ASan's quarantine, which would keep every freed block and count it (11.6× with it,
/// 3.7× without; the release and debug builds' figure is 3.6×).
@Suite(.serialized)
struct MemoryBoundTests {
    /// The `bench` executable next to the test bundle (`.build/<triple>/debug`).
    static func bench() -> String? {
        guard let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let candidate = URL(fileURLWithPath: test).deletingLastPathComponent().appendingPathComponent("bench").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// The number of nodes of the trees measured.
    static let nodes = 250_000

    /// Runs `bench memory SHAPE taggedTexts NODES`; its exit status and the ratio it printed.
    func measure(_ shape: String) throws -> (status: Int32, ratio: Double?, line: String) {
        let bench = try #require(Self.bench(), "bench was not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bench)
        process.arguments = ["memory", shape, "taggedTexts", String(Self.nodes)]
        if runsUnderAddressSanitizer {
            var environment = ProcessInfo.processInfo.environment
            environment["ASAN_OPTIONS"] = "quarantine_size_mb=0:thread_local_quarantine_size_kb=0"
            process.environment = environment
        }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self)
        // "  flat taggedTexts  tree   22.9 MB   extra peak   82.7 MB     3.61×   (result: …)"
        let ratio = line.split(separator: " ").first { $0.hasSuffix("×") }.flatMap { Double($0.dropLast()) }
        return (process.terminationStatus, ratio, line)
    }

    @Test(arguments: ["flat", "modified"])
    func extractingTheTextsAndTagsOfATreeAddsLessThanTenTimesTheTree(shape: String) throws {
        let run = try measure(shape)
        #expect(run.status == 0, "\(run.line)")
        let ratio = try #require(run.ratio, "no ratio in \(run.line.debugDescription)")
        #expect(ratio < 10, "\(run.line)")
        #expect(run.line.contains("\(Self.nodes) items"), "\(run.line)")
    }
}

/// Whether this process was built with AddressSanitizer (its runtime is linked in).
private let runsUnderAddressSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
