import Foundation
import Glibc

/// `bench firstframe [repetitions]`: the first frame of the to-do example, from process
/// start: `todo` (built beside `bench`) is spawned on a pseudo-terminal of 80 × 24 cells and
/// timed from `posix_spawn` to the moment the pseudo-terminal has delivered its first screen
/// (the text "To do (" of its title); the baseline, measured the same way in the same run, is
/// `/bin/echo "To do ("`: a process that starts and writes the same text at once. Then
/// `inspect run FOLDER` (built beside `bench`) on an app folder of 15 files
/// (``AppFolderFixture``), to the text of its first screen, beside the same baseline.
@MainActor func firstFrameBenchmark(repetitions: Int) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let todo = folder.appendingPathComponent("todo").path
    let inspect = folder.appendingPathComponent("inspect").path
    guard FileManager.default.isExecutableFile(atPath: todo), FileManager.default.isExecutableFile(atPath: inspect) else {
        print("First frame: build the todo and inspect products first (swift build -c release --product todo; … --product inspect)\n")
        return
    }
    let baseline = medianMilliseconds(repetitions) { timeToText(path: "/bin/echo", arguments: ["To do ("], text: "To do (") }
    let frame = medianMilliseconds(repetitions) { timeToText(path: todo, arguments: [], text: "To do (") }
    print("First frame of the to-do example on a pseudo-terminal of 80 × 24, from posix_spawn (median of \(repetitions))")
    print(String(format: "  /bin/echo of the same text (baseline)   %8.2f ms", baseline))
    print(String(format: "  todo: process start to its first frame  %8.2f ms   (%.2f ms over the baseline)\n", frame, frame - baseline))

    guard let app = try? AppFolderFixture.write() else {
        print("First frame of an app folder: cannot write the app's files\n")
        return
    }
    defer { try? FileManager.default.removeItem(at: app) }
    let title = AppFolderFixture.title
    let echo = medianMilliseconds(repetitions) { timeToText(path: "/bin/echo", arguments: [title], text: title) }
    let read = medianMilliseconds(repetitions) { timeToText(path: inspect, arguments: ["run", app.path], text: title) }
    print("First frame of `inspect run` on an app folder of \(AppFolderFixture.files.count) files, 80 × 24, from posix_spawn (median of \(repetitions))")
    print(String(format: "  /bin/echo of the same text (baseline)           %8.2f ms", echo))
    print(String(format: "  inspect run: process start to its first frame   %8.2f ms   (%.2f ms over the baseline)\n", read, read - echo))
}

@MainActor private func medianMilliseconds(_ repetitions: Int, _ measure: () -> Double?) -> Double {
    let times = (0..<max(1, repetitions)).compactMap { _ in measure() }.sorted()
    return times.isEmpty ? .nan : times[times.count / 2]
}

private typealias DescriptorFunction = @convention(c) (Int32) -> Int32
private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

/// Spawns `path` with a new pseudo-terminal as its standard input, output and error, and returns
/// the milliseconds until `text` has been read from it (nil on failure or after 5 s); the
/// process is then ended with SIGTERM and waited for.
@MainActor private func timeToText(path: String, arguments: [String], text: String) -> Double? {
    // posix_openpt and friends need _XOPEN_SOURCE, so Swift's Glibc module lacks them: look them up.
    let library = dlopen(nil, RTLD_NOW)
    guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
          let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname_r") else { return nil }
    let primary = unsafeBitCast(open, to: DescriptorFunction.self)(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { return nil }
    defer { close(primary) }
    var secondaryPath = [CChar](repeating: 0, count: 256)
    guard unsafeBitCast(grant, to: DescriptorFunction.self)(primary) == 0,
          unsafeBitCast(unlock, to: DescriptorFunction.self)(primary) == 0,
          unsafeBitCast(name, to: NameFunction.self)(primary, &secondaryPath, secondaryPath.count) == 0 else { return nil }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, secondaryPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    defer {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let target = Array(text.utf8)
    while DispatchTime.now().uptimeNanoseconds - start < 5_000_000_000 {
        var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        received += buffer.prefix(count)
        if received.count >= target.count, (0...(received.count - target.count)).contains(where: { received[$0..<($0 + target.count)].elementsEqual(target) }) {
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
    }
    return nil
}
