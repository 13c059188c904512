import Foundation
import Glibc
import Inspect
import Runtime
import Testing
import Expectations

/// Whether the runtime edits fields, steps steppers and follows navigation links from the
/// keyboard: the editing tests below need it, and are enabled once it does.
private let runtimeEditsFields = ControlKeyHandler.standard[.textField] != nil && ControlKeyHandler.standard[.stepper] != nil
private let runtimeNavigates = runtimeEditsFields && ControlKeyHandler.standard[.navigationLink] != nil

/// mirror-demo and settings-demo end to end in a real terminal.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct EditorDemosTmuxTests {
    /// Starts `name` with `arguments` in a pane of `height` rows, waits for `title`, does `act`, and waits for the end.
    private func runApp(
        _ name: String, _ arguments: [String] = [], height: Int = 20, waitFor title: String,
        sourceLocation: SourceLocation = #_sourceLocation, _ act: (TmuxPane) throws -> Void
    ) throws -> PaneRun? {
        guard let app = TmuxPane.builtExecutable(named: name) else {
            Issue.record("\(name) was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        let command = ([app] + arguments).map(TmuxPane.quoted).joined(separator: " ")
        let script = """
            d="$1"
            # Wait (up to 5 s) for the pane's size, so that stty's record before and after agree on it.
            for _ in $(seq 100); do [ "$(stty size)" = "\(height) 100" ] && break; sleep 0.05; done
            stty -a > "$d/before"
            ( exec \(command) > "$d/out" )
            code=$?
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try TmuxPane.start(script: script, sourceLocation: sourceLocation) else { return nil }
        defer { pane.close() }
        try pane.resize(width: 100, height: height)
        guard pane.waitForScreen(containing: title) else {
            Issue.record("the app's screen did not appear; pane:\n\(pane.capture())", sourceLocation: sourceLocation)
            return nil
        }
        try act(pane)
        let status = pane.waitForFile("status")
        if status == nil { Issue.record("the app did not end in time; pane:\n\(pane.capture())", sourceLocation: sourceLocation) }
        let state = pane.screenState()
        return PaneRun(
            status: status?.trimmingCharacters(in: .whitespacesAndNewlines), output: pane.file("out"),
            sttyBefore: pane.file("before"), sttyAfter: pane.file("after"), screen: pane.capture(),
            alternateScreen: state?.alternate, cursorVisible: state?.cursorVisible)
    }

    /// Sends keys, then waits until the screen shows `text`; records an issue when it does not.
    private func send(_ pane: TmuxPane, _ keys: [String], until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for key in keys { try pane.send(key) }
        if !pane.waitForScreen(containing: text) {
            Issue.record("the screen never showed \(text); pane:\n\(pane.capture())", sourceLocation: sourceLocation)
        }
    }

    /// Presses Tab (at most eight times) until the screen shows `text`; records an issue when it never does.
    private func tab(_ pane: TmuxPane, until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for _ in 0..<8 {
            if pane.capture().contains(text) { return }
            let before = pane.capture()
            try pane.send("Tab")
            // The frame after the key: the screen changes as the focus moves.
            for _ in 0..<40 where pane.capture() == before { usleep(50_000) }
        }
        if !pane.capture().contains(text) {
            Issue.record("Tab never reached \(text); pane:\n\(pane.capture())", sourceLocation: sourceLocation)
        }
    }

    @Test func mirrorDemoSwitchesABoolAndPrintsTheLogOnExit() throws {
        guard let run = try runApp("mirror-demo", waitFor: "Log: (no change yet)", { pane in
            try send(pane, ["Space"], until: "Log: blurEnabled = false")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "blurEnabled = false\n")
        run.expectRestored(without: "MirrorUI demo")
    }

    @Test(.enabled(if: runtimeEditsFields, "the runtime does not edit text fields and steppers from the keyboard yet"))
    func mirrorDemoEditsANumberPastItsMaxAStringAndAnEnum() throws {
        guard let run = try runApp("mirror-demo", waitFor: "Log: (no change yet)", { pane in
            try send(pane, ["Space"], until: "Log: blurEnabled = false")
            try send(pane, ["Tab", String(repeating: "+", count: 100)], until: "Lives  − 99 +")
            // Starting Health, Damage, Greeting.
            try send(pane, ["Tab", "Tab", "Tab", "!", "Enter"], until: "Log: greeting = Welcome!")
            try send(pane, ["zzz"], until: "Welcome!zzz")
            try send(pane, ["Escape"], until: "[Welcome!▁▁]")
            try send(pane, ["Tab", "Enter"], until: "Log: difficulty = hard")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        let lines = (run.output ?? "").split(separator: "\n").map(String.init)
        expectEqual(lines.first, "blurEnabled = false")
        #expect(lines.contains("lives = 99"))
        #expect(!lines.contains("lives = 100"))
        expectEqual(lines.filter { $0.hasPrefix("greeting") }, ["greeting = Welcome!"])
        expectEqual(lines.last, "difficulty = hard")
        run.expectRestored(without: "MirrorUI demo")
    }

    @Test func settingsDemoChangesThreeFieldsReviewsAndSaves() throws {
        let directory = NSTemporaryDirectory() + "settings-demo-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/beta.json"
        guard let run = try runApp("settings-demo", [file], height: 24, waitFor: "Beta Settings", { pane in
            try send(pane, ["Enter"], until: "Day Period")
            try send(pane, ["Enter"], until: "Weighted Average")
            try send(pane, ["Tab", "+"], until: "− 8 +")
            try send(pane, ["Escape"], until: "Smoothing ›")
            try send(pane, ["Tab", "Enter"], until: "Pretty Cool")
            try send(pane, ["Tab", "Tab", "Space"], until: "[ ] Pretty Cool")
            try send(pane, ["Escape"], until: "Review")
            // Where the focus lands when a screen is popped is the runtime's choice: Tab on to the button.
            try tab(pane, until: ">Review<")
            try send(pane, ["Enter"], until: "Review changes")
            let screen = pane.capture()
            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let mode = lines.firstIndex(of: "Calculation › Mode: Linear Regression → Weighted Average (restart)")
            let days = lines.firstIndex(of: "Calculation › Day Period: 7 → 8")
            let cool = lines.firstIndex(of: "Smoothing › Grouped › Pretty Cool: On → Off")
            #expect(mode != nil && days != nil && cool != nil, "review lines missing:\n\(screen)")
            if let mode, let days, let cool { #expect(mode < days && days < cool) }
            try tab(pane, until: ">Save & Restart<")
            try send(pane, ["Enter"], until: "Saved 3 changes.")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "")
        run.expectRestored(without: "Beta Settings")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        let calculation = saved?["calculation"] as? [String: Any]
        let grouped = (saved?["smoothing"] as? [String: Any])?["grouped"] as? [String: Any]
        expectEqual(calculation?["mode"] as? String, "weightedAverage")
        expectEqual(calculation?["dayPeriod"] as? Int, 8)
        expectEqual(grouped?["prettyCool"] as? Bool, false)
    }
}

/// settings-demo's command line, without a terminal.
@Suite struct SettingsDemoExitTests {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String)? {
        guard let app = TmuxPane.builtExecutable(named: "settings-demo") else {
            Issue.record("settings-demo was not built next to the tests")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func noArgumentIsAUsageError() throws {
        guard let result = try run([]) else { return }
        expectEqual(result.status, 64)
        #expect(result.output.isEmpty)
        expectContains(result.error, "usage: settings-demo")
    }

    @Test func aCorruptFileExits65AndStaysAsItWas() throws {
        let file = NSTemporaryDirectory() + "settings-demo-corrupt-" + UUID().uuidString + ".json"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let bytes = Data("{\n  \"calculation\": {\n    \"dayPeriod\": \"seven\"\n  }\n}\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: file))
        guard let result = try run([file]) else { return }
        expectEqual(result.status, 65)
        #expect(result.output.isEmpty)
        expectContains(result.error, file)
        expectEqual(try Data(contentsOf: URL(fileURLWithPath: file)), bytes)
    }

    @Test func aDirectoryGivenAsTheFileExits66() throws {
        guard let result = try run([NSTemporaryDirectory()]) else { return }
        expectEqual(result.status, 66)
        #expect(result.output.isEmpty)
    }
}
