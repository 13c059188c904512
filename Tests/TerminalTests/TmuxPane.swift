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
    private var isClosed = false

    /// Starts a detached session running `script` (bash) in a new temporary directory,
    /// which the script finds as `$1`. Records an issue and returns nil when tmux is missing.
    static func start(script: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxPane? {
        guard let tmux = tmuxPath else {
            Issue.record("REQUIRE_TMUX=1 but tmux is not installed (not found on PATH); install it, e.g. apt-get install -y tmux", sourceLocation: sourceLocation)
            return nil
        }
        return try TmuxPane(tmux: tmux, script: script)
    }

    private init(tmux: String, script: String) throws {
        self.tmux = tmux
        socket = "terminal-tests-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scriptFile = directory.appendingPathComponent("script.sh")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        try run(["new-session", "-d", "-x", "100", "-y", "20", "bash \(Self.quoted(scriptFile.path)) \(Self.quoted(directory.path))"])
    }

    deinit {
        close()
    }

    /// Stops this test's tmux server (only it: its own socket) and removes the directory.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs a tmux command on this server; returns its standard output.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let output = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else { throw TmuxError.cannotRun("create \(output.path)") }
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", socket, "-f", "/dev/null"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(Self.timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            throw TmuxError.cannotRun("tmux \(arguments.joined(separator: " ")) timed out")
        }
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            throw TmuxError.cannotRun("tmux \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(text)")
        }
        return text
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

    /// Waits until the pane shows `text`; false after the timeout.
    func waitForScreen(containing text: String) -> Bool {
        waitUntil { capture().contains(text) }
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
