import Foundation
import Glibc
import Testing

/// A tmux server of its own (a unique `-L` socket) with one 100×20 pane running
/// a bash script; every tmux call and every wait is bounded.
final class TmuxPane {
    /// Where tmux is, if it is installed.
    static let tmuxPath: String? = executable(named: "tmux")

    /// Whether tmux must be there: CI sets `REQUIRE_TMUX=1`, so a missing tmux fails instead of skipping.
    static let isRequired = ProcessInfo.processInfo.environment["REQUIRE_TMUX"] == "1"

    /// Whether the tmux tests run: tmux is there, or it is required (and its absence fails them).
    static let testsRun = tmuxPath != nil || isRequired

    /// How long any one wait lasts at most.
    static let timeout: TimeInterval = 10

    let tmux: String
    let socket: String
    /// A temporary directory for the script and what it records.
    let directory: URL
    /// The server's socket file, removed on close (a server ended by kill-server may leave it).
    private var socketPath: String?
    private var isClosed = false

    /// Starts a detached session running `script` (bash) in a new temporary directory,
    /// which the script finds as `$1`. Records an issue and returns nil when tmux is missing.
    static func start(script: String, width: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxPane? {
        guard let tmux = tmuxPath else {
            Issue.record("REQUIRE_TMUX=1 but tmux is not installed (not found on PATH); install it, e.g. apt-get install -y tmux", sourceLocation: sourceLocation)
            return nil
        }
        return try TmuxPane(tmux: tmux, script: script, width: width)
    }

    private init(tmux: String, script: String, width: Int) throws {
        self.tmux = tmux
        socket = "terminal-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scriptFile = directory.appendingPathComponent("script.sh")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        try run(["new-session", "-d", "-x", String(width), "-y", "20", "bash \(Self.quoted(scriptFile.path)) \(Self.quoted(directory.path))"])
        socketPath = try? run(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        close()
    }

    /// Stops this test's tmux server (only it: its own socket) and removes the directory.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? run(["kill-server"])
        if let socketPath, socketPath.hasSuffix("/" + socket) { unlink(socketPath) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux command on this server; returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let output = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        let command = "tmux " + arguments.joined(separator: " ")
        let status = try Self.spawn(tmux, ["tmux", "-L", socket, "-f", "/dev/null"] + arguments,
                                    environment: environment, output: output.path, what: command)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard status == 0 else { throw TmuxError.cannotRun("\(command) exited \(status): \(text)") }
        return text
    }

    /// Runs `path` with standard output and error to the file `output`, and waits at most
    /// ``timeout`` for it; returns its exit status.
    ///
    /// Not Foundation's Process: it waits until every holder of a pipe it hands
    /// the child has exited, and tmux's server keeps it. And the child starts with
    /// no blocked signals and default actions, whatever the test runner's threads
    /// block, so tmux, its panes and the demo get SIGTERM and SIGHUP as usual.
    private static func spawn(_ path: String, _ arguments: [String], environment: [String: String], output: String, what: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw TmuxError.cannotRun("\(what): posix_spawn failed, errno \(result)") }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { throw TmuxError.cannotRun("\(what): waitpid failed, errno \(errno)") }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw TmuxError.cannotRun("\(what) timed out")
            }
            usleep(10_000)
        }
        // Exited normally: the status; killed by a signal: 128 + the signal, as shells report it.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Resizes the pane's window, as a user resizing the terminal does (the program gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-x", String(width), "-y", String(height)])
    }

    /// Sends keys by tmux name (`Right`, `Enter`, `Escape`, `C-c`, `q`).
    func send(_ keys: String...) throws {
        try run(["send-keys"] + keys)
    }

    /// The pane's text as shown now.
    func capture() -> String {
        (try? run(["capture-pane", "-p"])) ?? ""
    }

    /// Whether the pane is on the alternate screen, and whether its cursor is visible.
    func screenState() -> (alternate: Bool, cursorVisible: Bool)? {
        guard let text = try? run(["display-message", "-p", "#{alternate_on} #{cursor_flag}"]) else { return nil }
        let flags = text.split(whereSeparator: \.isWhitespace)
        guard flags.count == 2 else { return nil }
        return (flags[0] == "1", flags[1] == "1")
    }

    /// Whether the program in the pane has mouse reporting on (any mode), and SGR encoding (1006).
    func mouseReporting() -> (any: Bool, sgr: Bool)? {
        guard let text = try? run(["display-message", "-p", "#{mouse_any_flag} #{mouse_sgr_flag}"]) else { return nil }
        let flags = text.split(whereSeparator: \.isWhitespace)
        guard flags.count == 2 else { return nil }
        return (flags[0] == "1", flags[1] == "1")
    }

    /// Waits until the pane shows `text`; false after the timeout.
    func waitForScreen(containing text: String) -> Bool {
        waitUntil { capture().contains(text) }
    }

    /// Waits until the pane no longer shows `text`; false after the timeout.
    func waitForScreen(notContaining text: String) -> Bool {
        waitUntil { !capture().contains(text) }
    }

    /// Writes `text` to the pane's terminal as if the program in it had printed it (escape
    /// sequences included), behind the program's back: only a redraw by the program undoes it.
    func printBehindTheProgram(_ text: String) throws {
        let tty = try run(["display-message", "-p", "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: tty))
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// Waits for the file `name` in the directory and returns its contents; nil after the timeout.
    func waitForFile(_ name: String) -> String? {
        var contents: String?
        _ = waitUntil {
            contents = file(name)
            return contents != nil
        }
        return contents
    }

    /// The contents of the file `name` in the directory, if it is there.
    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// An executable of this package built next to the test bundle (`.build/<triple>/debug`).
    static func builtExecutable(named name: String) -> String? {
        var directories: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `text` quoted for a POSIX shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A tmux call that failed.
enum TmuxError: Error, CustomStringConvertible {
    case cannotRun(String)

    var description: String {
        switch self {
        case .cannotRun(let message): message
        }
    }
}
