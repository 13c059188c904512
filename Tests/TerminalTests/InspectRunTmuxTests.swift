import Foundation
import Glibc
import Testing
import Expectations

/// `inspect run` end to end in a real terminal: a counter file with only a struct and a
/// `#Preview`, pressed, counted, quit, and the terminal as it was.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct InspectRunTmuxTests {
    static let counter = """
        import SwiftUI

        struct Counter: View {
            @State private var count = 0

            var body: some View {
                VStack {
                    Text("Pressed \\(count) times")
                    Button("Press") { count += 1 }
                    Button("Reset") { count = 0 }
                }
            }
        }

        #Preview {
            Counter()
        }
        """

    static let todo = """
        import SwiftUI

        struct TodoRow: View {
            let title: String
            @State private var isDone = false

            var body: some View {
                Toggle(title, isOn: $isDone)
            }
        }

        struct TodoScreen: View {
            @State private var items: [String] = ["Milk"]
            @State private var draft = ""

            var body: some View {
                VStack(alignment: .leading) {
                    Text("\\(items.count) items")
                    TextField("New", text: $draft)
                    Button("Add") {
                        if !draft.isEmpty {
                            items.append(draft)
                            draft = ""
                        }
                    }
                    ForEach(items, id: \\.self) { title in
                        TodoRow(title: title)
                    }
                    Button("Clear") { items.removeAll() }
                }
            }
        }

        #Preview { TodoScreen() }
        """

    /// Runs `inspect run` (with `options`) on `source` written to a file, waits for `title`, does
    /// `act` (given the file), and waits for the end.
    /// With `stackLimit`, the shell first sets `ulimit -s` to that many KB: the main thread's stack.
    private func runFile(
        _ source: String, options: String = "", stackLimit: Int? = nil, waitFor title: String, _ act: (TmuxPane, URL) throws -> Void
    ) throws -> PaneRun? {
        guard let inspect = TmuxPane.builtExecutable(named: "inspect") else {
            Issue.record("inspect was not built next to the tests")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Counter.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let script = """
            d="$1"
            stty -a > "$d/before"
            \(stackLimit.map { "ulimit -s \($0)" } ?? "")
            \(TmuxPane.quoted(inspect)) run \(options) \(TmuxPane.quoted(file.path)) > "$d/out"
            code=$?
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try TmuxPane.start(script: script) else { return nil }
        defer { pane.close() }
        guard pane.waitForScreen(containing: title) else {
            Issue.record("the file's screen did not appear; pane:\n\(pane.capture())")
            return nil
        }
        try act(pane, file)
        let status = pane.waitForFile("status")
        if status == nil { Issue.record("inspect run did not end in time; pane:\n\(pane.capture())") }
        let state = pane.screenState()
        return PaneRun(
            status: status?.trimmingCharacters(in: .whitespacesAndNewlines), output: pane.file("out"),
            sttyBefore: pane.file("before"), sttyAfter: pane.file("after"), screen: pane.capture(),
            alternateScreen: state?.alternate, cursorVisible: state?.cursorVisible)
    }

    private func send(_ pane: TmuxPane, _ keys: [String], until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for key in keys { try pane.send(key) }
        if !pane.waitForScreen(containing: text) {
            Issue.record("the screen never showed \(text); pane:\n\(pane.capture())", sourceLocation: sourceLocation)
        }
    }

    @Test func aCounterFileCountsPressesThenQuitsWithTheTerminalRestored() throws {
        guard let run = try runFile(Self.counter, waitFor: "Pressed 0 times", { pane, _ in
            try send(pane, ["Enter"], until: "Pressed 1 times")
            try send(pane, ["Space"], until: "Pressed 2 times")
            try send(pane, ["Tab", "Enter"], until: "Pressed 0 times")
            try send(pane, ["BTab", "Enter"], until: "Pressed 1 times")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "")
        run.expectRestored(without: "Pressed")
    }

    @Test func ctrlCEndsACounterFileWithTheTerminalRestored() throws {
        guard let run = try runFile(Self.counter, waitFor: "Pressed 0 times", { pane, _ in
            try send(pane, ["Enter"], until: "Pressed 1 times")
            try pane.send("C-c")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Pressed")
    }

    /// Two views, each 90 stacks deep around the next, the innermost around a counting button:
    /// 180 levels, within the reader's limits.
    static var deep: String {
        let depth = 90
        let open = String(repeating: "VStack {\n", count: depth)
        let close = String(repeating: "}\n", count: depth)
        return """
            struct Deep0: View {
                @State private var count = 0
                var body: some View {
            \(open)Button("Deep \\(count)") { count += 1 }
            \(close)    }
            }

            struct Deep1: View {
                var body: some View {
            \(open)Deep0()
            \(close)    }
            }

            #Preview { Deep1() }
            """
    }

    /// Reading, evaluating live and drawing recurse as deep as the code nests: on a main thread
    /// of 256 KB (`ulimit -s 256`) a file this deep overflowed the stack unless the command ran
    /// on a thread with a stack of its own.
    @Test func aFileNestedDeepRunsWhateverTheMainThreadsStack() throws {
        guard let run = try runFile(Self.deep, stackLimit: 256, waitFor: "Deep 0", { pane, _ in
            try send(pane, ["Enter"], until: "Deep 1")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "Deep 1")
    }

    /// `Examples/settings-live.swift`, the settings form as view structs and a `#Preview`.
    static var settingsForm: String {
        get throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return try String(contentsOf: root.appendingPathComponent("Examples/settings-live.swift"), encoding: .utf8)
        }
    }

    @Test func theSettingsFormFileTogglesEditsStepsNavigatesAndQuits() throws {
        guard let run = try runFile(try Self.settingsForm, waitFor: "Bluetooth off", { pane, _ in
            try send(pane, ["Tab", "Space"], until: "Bluetooth on")
            try send(pane, ["Tab", "Enter"], until: "theme light")
            // Past the other two segments and Save to the Name field; then to the stepper.
            try send(pane, ["Tab", "Tab", "Tab", "Tab", "A", "d", "a"], until: "[Ada▁")
            try send(pane, ["Tab", "Tab", "Right"], until: "− 13 +")
            // Volume, Backup, Units, Tint, Advanced, then the About link; Esc comes back with the state kept.
            try send(pane, ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter"], until: "Settings example, version 1")
            try send(pane, ["Escape"], until: "Bluetooth on")
            expectContains(pane.capture(), "[Ada▁")
            expectContains(pane.capture(), "− 13 +")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "")
        run.expectRestored(without: "Bluetooth")
    }

    @Test func aWatchedFileIsReadAgainOnSaveWithItsCountKeptAndAReadErrorShown() throws {
        let renamed = Self.counter.replacingOccurrences(of: "Button(\"Press\")", with: "Button(\"Add one\")")
        guard let run = try runFile(Self.counter, options: "--watch", waitFor: "Pressed 0 times", { pane, file in
            try send(pane, ["Enter", "Enter"], until: "Pressed 2 times")
            try renamed.write(to: file, atomically: true, encoding: .utf8)
            if !pane.waitForScreen(containing: "Add one") { Issue.record("the new label never showed; pane:\n\(pane.capture())") }
            expectContains(pane.capture(), "Pressed 2 times")
            try renamed.replacingOccurrences(of: "Text(\"Pressed", with: "Txt(\"Pressed").write(to: file, atomically: true, encoding: .utf8)
            if !pane.waitForScreen(containing: "unknown view 'Txt'") { Issue.record("the read error never showed; pane:\n\(pane.capture())") }
            try send(pane, ["Enter"], until: "Pressed 3 times")
            try renamed.replacingOccurrences(of: "Add one", with: "Count up").write(to: file, atomically: true, encoding: .utf8)
            if !pane.waitForScreen(containing: "Count up") { Issue.record("the fixed file never showed; pane:\n\(pane.capture())") }
            let screen = pane.capture()
            expectContains(screen, "Pressed 3 times")
            expectNotContains(screen, "error")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "")
        run.expectRestored(without: "Pressed")
    }

    @Test func aToDoFileTakesTypedItemsTicksAndClearsThem() throws {
        guard let run = try runFile(Self.todo, waitFor: "1 items", { pane, _ in
            try send(pane, ["E", "g", "g"], until: "Egg")
            try send(pane, ["Tab", "Enter"], until: "2 items")
            try send(pane, ["Tab", "Tab", "Space"], until: "[x] Egg")
            try send(pane, ["Tab", "Enter"], until: "0 items")
            try pane.send("q")
        }) else { return }
        expectEqual(run.status, "0")
        run.expectRestored(without: "items")
    }
}
