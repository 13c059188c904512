import Foundation
import Glibc
import Testing

/// Chromium, run headless to take a screenshot of a page: every run bounded by ``timeout``, and
/// every process it starts ended when it returns.
enum Chromium {
    /// Where chromium is, if it is installed.
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/chromium"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// Whether chromium must be there: CI sets `REQUIRE_CHROMIUM=1`, so a missing chromium fails
    /// the browser tests instead of skipping them.
    static let isRequired = ProcessInfo.processInfo.environment["REQUIRE_CHROMIUM"] == "1"

    /// Whether the browser tests run: chromium is there, or it is required (and its absence fails them).
    static let testsRun = path != nil || isRequired

    /// How long one screenshot may take at most.
    static let timeout: TimeInterval = 60

    /// Why a screenshot was not taken.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A screenshot of the page at `url`, in a window of `width` × `height` pixels, taken in
    /// `directory` (which holds chromium's profile, home and output). Records an issue and
    /// returns nil when chromium is missing.
    static func screenshot(of url: URL, width: Int, height: Int, in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data? {
        guard let path else {
            Issue.record("REQUIRE_CHROMIUM=1 but chromium is not installed (not found on PATH); install it, e.g. apt-get install -y chromium", sourceLocation: sourceLocation)
            return nil
        }
        let output = directory.appendingPathComponent("screenshot.png")
        let log = directory.appendingPathComponent("chromium.log")
        let arguments = [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--no-first-run", "--disable-crash-reporter", "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
            "--screenshot=\(output.path)", "--window-size=\(width),\(height)", url.absoluteString,
        ]
        // Its home is the directory too, so that every process it starts (the crash handler, which
        // leaves its process group, included) names the directory, and nothing is written elsewhere.
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = directory.path
        for key in ["XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"] { environment[key] = nil }
        let status = try run(path, arguments, environment: environment, log: log.path, marker: directory.path)
        let logText = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard status == 0, let data = try? Data(contentsOf: output) else {
            throw Failure(description: "chromium exited \(status) without a screenshot; its output:\n\(logText)")
        }
        return data
    }

    /// Runs `path` in a process group of its own, output to `log`, waiting at most ``timeout``;
    /// then ends the group and every process whose command line names `marker`. Returns the
    /// exit status.
    private static func run(_ path: String, _ arguments: [String], environment: [String: String], log: String, marker: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "chromium: posix_spawn failed, errno \(result)") }
        defer { endProcesses(group: pid, naming: marker) }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { throw Failure(description: "chromium: waitpid failed, errno \(errno)") }
            if Date() >= deadline {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure(description: "chromium took more than \(Int(timeout)) s to take the screenshot, and was killed")
            }
            usleep(20_000)
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Kills what is left of a run: its process group, and the processes that left it but name
    /// the run's own directory on their command line.
    private static func endProcesses(group: pid_t, naming marker: String) {
        kill(-group, SIGKILL)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for entry in entries {
            guard let pid = pid_t(entry), pid != getpid(),
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  String(decoding: commandLine, as: UTF8.self).contains(marker)
            else { continue }
            kill(pid, SIGKILL)
        }
    }
}
