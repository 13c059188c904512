import Foundation
import Glibc

/// `bench snapshot [repetitions]`: `inspect snapshot` (built beside `bench`) on a folder of 100
/// preview files, each a SwiftUI file of about 60 lines with its `#Preview` (``swiftUIStyleFile(_:)``),
/// timed from `posix_spawn` to exit: checking the 100 references (`--check`), and writing them
/// all from none (each written durably: a temporary file flushed to disk and renamed). The
/// baseline, measured the same way in the same run, is `inspect render` of each of the 100 files
/// in turn (one process a file), what a script drawing the previews one by one costs.
@MainActor func snapshotBenchmark(repetitions: Int) throws {
    let inspect = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inspect").path
    guard FileManager.default.isExecutableFile(atPath: inspect) else {
        print("inspect snapshot: build the inspect product first (swift build -c release --product inspect)\n")
        return
    }
    let count = 100
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-snapshot-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for index in 0..<count {
        let file = folder.appendingPathComponent(String(format: "Screen%03d.swift", index)).path
        let text = "import SwiftUI\n\n" + swiftUIStyleFile(index) + "#Preview {\n    TaskList\(index)()\n}\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        files.append(file)
    }
    let lines = (try String(contentsOfFile: files[0], encoding: .utf8)).split(separator: "\n", omittingEmptySubsequences: false).count
    let references = folder.appendingPathComponent("__Snapshots__")

    // Every run must succeed: a figure of a failing command would mean nothing.
    var failed = false
    func run(_ arguments: [String]) {
        if spawnAndWait(inspect, arguments) != 0 { failed = true }
    }
    let loop = medianNanoseconds(repetitions: repetitions) {
        for file in files { run(["render", file, "--width", "80"]) }
    }
    let record = medianNanoseconds(repetitions: repetitions) {
        try? FileManager.default.removeItem(at: references)
        run(["snapshot", folder.path])
    }
    let check = medianNanoseconds(repetitions: repetitions) { run(["snapshot", folder.path, "--check"]) }
    guard !failed else {
        print("inspect snapshot: a run failed; no figures\n")
        return
    }
    print("inspect snapshot of \(count) preview files of \(lines) lines, process start to exit (median of \(repetitions))")
    print(String(format: "  inspect render of each file in turn (baseline)   %8.1f ms", loop / 1e6))
    print(String(format: "  inspect snapshot --check, 100 references         %8.1f ms   (%.2f× the baseline)", check / 1e6, check / loop))
    print(String(format: "  inspect snapshot, writing the 100 references     %8.1f ms   (%.2f× the baseline)\n", record / 1e6, record / loop))
}

/// Spawns `path` with `arguments`, its standard output and error to /dev/null, and waits for
/// it; its exit status, or -1 when it could not be spawned or did not exit.
private func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid, status & 0x7F == 0 else { return -1 }
    return (status >> 8) & 0xFF
}
