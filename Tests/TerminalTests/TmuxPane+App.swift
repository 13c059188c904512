import Foundation
import Glibc
import Testing

// Running one of the package's executables in a pane, as a user runs an app: the pane's script
// records `stty -a` before and after the app, its pid, its exit status and its standard output.

extension TmuxPane {
    /// Starts the executable `name` in a pane, waits for `title`, does `act` (keys or a signal,
    /// given the pane and the app's pid), and waits for it to end. The app's config folder
    /// (`XDG_CONFIG_HOME`, where `@AppStorage` keeps its values) is the pane's own `config`.
    static func runApp(
        _ name: String, waitFor title: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ act: (TmuxPane, pid_t) throws -> Void
    ) throws -> PaneRun? {
        guard let app = builtExecutable(named: name) else {
            Issue.record("\(name) was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        return try run(app, waitFor: title, sourceLocation: sourceLocation, act)
    }

    /// Starts the app `name` installed as a user installs it on Linux: its executable copied into
    /// a folder of its own with the files of `Apps/<name>/Resources` beside it, where Foundation's
    /// `Bundle.main` (the executable's folder) finds them. Then as ``runApp(_:waitFor:sourceLocation:_:)``.
    /// The pane's script makes the copies: a file this process wrote could still be open in a
    /// process another test forks meanwhile, and Linux refuses to run a file open for writing.
    static func runInstalledApp(
        _ name: String, waitFor title: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ act: (TmuxPane, pid_t) throws -> Void
    ) throws -> PaneRun? {
        guard let built = builtExecutable(named: name) else {
            Issue.record("\(name) was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        let resources = packageRoot.appendingPathComponent("Apps/\(name)/Resources").path
        let install = """
            mkdir "$d/installed" && cp \(quoted(built)) \(quoted(resources))/* "$d/installed/" && cd "$d/installed" || exit 1
            """
        return try run("./\(name)", prelude: install, waitFor: title, sourceLocation: sourceLocation, act)
    }

    /// Runs `inspect run Apps/<name>`, the app's folder read without compiling, as
    /// ``runApp(_:waitFor:sourceLocation:_:)`` runs the compiled app.
    static func runReadApp(
        _ name: String, waitFor title: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ act: (TmuxPane, pid_t) throws -> Void
    ) throws -> PaneRun? {
        guard let inspect = builtExecutable(named: "inspect") else {
            Issue.record("inspect was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        return try run(inspect, arguments: ["run", packageRoot.appendingPathComponent("Apps/\(name)").path],
                       waitFor: title, sourceLocation: sourceLocation, act)
    }

    /// The package's root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Starts the executable at `app` with `arguments` in a pane `width` cells wide, as
    /// ``runApp(_:waitFor:sourceLocation:_:)`` does.
    /// `prelude`: shell lines run first, with the pane's folder in `$d`.
    static func run(
        _ app: String, arguments: [String] = [], prelude: String = "", waitFor title: String, width: Int = 100,
        sourceLocation: SourceLocation = #_sourceLocation, _ act: (TmuxPane, pid_t) throws -> Void
    ) throws -> PaneRun? {
        let script = """
            d="$1"
            \(prelude)
            export XDG_CONFIG_HOME="$d/config"
            stty -a > "$d/before"
            ( echo "$BASHPID" > "$d/pid"; exec \(([app] + arguments).map(quoted).joined(separator: " ")) > "$d/out" )
            code=$?
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try start(script: script, width: width, sourceLocation: sourceLocation) else { return nil }
        defer { pane.close() }
        guard pane.waitForScreen(containing: title) else {
            Issue.record("the app's screen did not appear; pane:\n\(pane.capture())", sourceLocation: sourceLocation)
            return nil
        }
        guard let pidText = pane.file("pid"), let pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("no pid recorded", sourceLocation: sourceLocation)
            return nil
        }
        try act(pane, pid)
        let status = pane.waitForFile("status")
        if status == nil { Issue.record("the app did not end in time; pane:\n\(pane.capture())", sourceLocation: sourceLocation) }
        let state = pane.screenState()
        return PaneRun(
            status: status?.trimmingCharacters(in: .whitespacesAndNewlines), output: pane.file("out"),
            sttyBefore: pane.file("before"), sttyAfter: pane.file("after"), screen: pane.capture(),
            alternateScreen: state?.alternate, cursorVisible: state?.cursorVisible)
    }

    /// Waits until the terminal's cursor shows, as it does while a text field has the focus (a
    /// focused button is drawn in colour, the cursor hidden); false after the timeout.
    func waitForTextFocus() -> Bool {
        let deadline = Date().addingTimeInterval(Self.timeout)
        while Date() < deadline {
            if screenState()?.cursorVisible == true { return true }
            usleep(50_000)
        }
        return screenState()?.cursorVisible == true
    }

    /// The screen once it has stopped changing: two captures in a row alike (a frame can be
    /// captured half drawn); the last capture after the timeout.
    func settledCapture() -> String {
        let deadline = Date().addingTimeInterval(Self.timeout)
        var last = capture()
        while Date() < deadline {
            usleep(50_000)
            let next = capture()
            if next == last { return next }
            last = next
        }
        return last
    }

    /// Sends keys, then waits until the screen shows `text`; records an issue when it does not.
    func send(_ keys: [String], until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for key in keys { try send(key) }
        if !waitForScreen(containing: text) {
            Issue.record("the screen never showed \(text); pane:\n\(capture())", sourceLocation: sourceLocation)
        }
    }
}
