import AutomaticSettings
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// settings-crash-helper: the processes the AutomaticSettings tests kill or starve.
//
//   settings-crash-helper crash <file> <seed> <kills>   save in a loop in forked children, SIGKILL each
//                                                       at a moment from a seeded generator, and check
//                                                       after each kill that the file is settings A or B
//   settings-crash-helper write <file> <a|b>            save settings A or B
//   settings-crash-helper limited <file> <bytes>        save B under RLIMIT_FSIZE = bytes; print the error
//   settings-crash-helper unprivileged <file>           save B as user nobody (when run as root); print the error

/// The settings the helper saves: A and B differ in every field and in size.
struct CrashSettings: Codable, Equatable {
    struct Section: Codable, Equatable {
        var level = 1
        var enabled = false
        var note = ""
    }
    var name = "A"
    var count = 1
    var ratio = 0.25
    var section = Section()

    static let a = CrashSettings(name: "A", count: 1, ratio: 0.25, section: Section(level: 1, enabled: false, note: String(repeating: "a", count: 2_000)))
    static let b = CrashSettings(name: "B", count: 2, ratio: 0.75, section: Section(level: 3, enabled: true, note: String(repeating: "b", count: 6_000)))
}

/// SplitMix64: the kill moments, reproducible from the seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func settingsFile(_ path: String) throws(SettingsError) -> SettingsFile<CrashSettings> {
    try SettingsFile(path: path, defaults: CrashSettings(), description: SettingsDescription(defaults: CrashSettings()))
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, arguments.count >= 2 else { fail("usage: settings-crash-helper crash|write|limited|unprivileged <file> …") }
let path = arguments[1]

do throws(SettingsError) {
    let file = try settingsFile(path)
    switch mode {
    case "write":
        try file.save(arguments.dropFirst(2).first == "b" ? .b : .a)
    case "limited":
        guard let limit = arguments.dropFirst(2).first.flatMap({ rlim_t($0) }) else { fail("limited needs a byte count") }
        signal(SIGXFSZ, SIG_IGN)
        var bounds = rlimit(rlim_cur: limit, rlim_max: limit)
        guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &bounds) == 0 else { fail("setrlimit failed") }
        do throws(SettingsError) {
            try file.save(.b)
            print("saved")
        } catch {
            print(error.description)
        }
    case "unprivileged":
        if getuid() == 0 {
            guard setgid(65_534) == 0, setuid(65_534) == 0 else { fail("cannot become nobody") }
        }
        do throws(SettingsError) {
            try file.save(.b)
            print("saved")
        } catch {
            print(error.description)
        }
    case "crash":
        guard arguments.count >= 4, let seed = UInt64(arguments[2]), let kills = Int(arguments[3]) else { fail("crash needs a seed and a count") }
        var generator = SeededGenerator(state: seed)
        try file.save(.a)
        // The kill moments are fractions of the time two saves take here, drawn from the seed.
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<5 {
            try file.save(.b)
            try file.save(.a)
        }
        let cycle = max(1, (DispatchTime.now().uptimeNanoseconds - start) / 5_000)
        var results = (a: 0, b: 0)
        var midSave = 0
        for kill in 0..<kills {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { fail("pipe failed") }
            let pid = fork()
            if pid == 0 {
                close(fds[0])
                var byte: UInt8 = 1
                _ = write(fds[1], &byte, 1)
                while true {
                    try? file.save(.b)
                    try? file.save(.a)
                }
            }
            guard pid > 0 else { fail("fork failed") }
            close(fds[1])
            var byte: UInt8 = 0
            _ = read(fds[0], &byte, 1)
            close(fds[0])
            usleep(UInt32(generator.next() % (4 * cycle)))
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            let directory = (path as NSString).deletingLastPathComponent
            let name = (path as NSString).lastPathComponent
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory),
               entries.contains(where: { $0.hasPrefix(".\(name).tmp-") }) {
                midSave += 1
            }
            let loaded = try file.load().settings
            if loaded == .a {
                results.a += 1
            } else if loaded == .b {
                results.b += 1
            } else {
                fail("after kill \(kill) the file is neither A nor B")
            }
        }
        print("two saves take \(cycle) µs; kills during a write (a temporary file left): \(midSave)")
        print("kills: \(kills), file was A: \(results.a), B: \(results.b), other: 0")
    default:
        fail("unknown mode \(mode)")
    }
} catch {
    print(error.description)
    exit(1)
}
