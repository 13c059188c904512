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

    /// Starts the executable at `app` in a pane `width` cells wide, as ``runApp(_:waitFor:sourceLocation:_:)`` does.
    static func run(
        _ app: String, waitFor title: String, width: Int = 100, sourceLocation: SourceLocation = #_sourceLocation,
        _ act: (TmuxPane, pid_t) throws -> Void
    ) throws -> PaneRun? {
        let script = """
            d="$1"
            export XDG_CONFIG_HOME="$d/config"
            stty -a > "$d/before"
            ( echo "$BASHPID" > "$d/pid"; exec \(quoted(app)) > "$d/out" )
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

    /// Sends keys, then waits until the screen shows `text`; records an issue when it does not.
    func send(_ keys: [String], until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for key in keys { try send(key) }
        if !waitForScreen(containing: text) {
            Issue.record("the screen never showed \(text); pane:\n\(capture())", sourceLocation: sourceLocation)
        }
    }
}
