import Builders
import Foundation
import Runtime
import Script
import ScriptSyntax
import Terminal
import Testing
import Expectations

/// `inspect run --watch`'s engine: a file changed on disk is read again and runs in place of the
/// last good version, views whose place is unchanged keep their state, and a read error is shown
/// in a status line while the last good tree keeps running. Errors met by actions are shown too.
@MainActor @Suite struct LiveReloadTests {
    static func counter(button: String, extra: String = "") -> String {
        """
        struct Counter: View {
            @State private var count = 0

            var body: some View {
                VStack(alignment: .leading) {
                    Text("Pressed \\(count) times")
                    Button("\(button)") { count += 1 }\(extra)
                }
            }
        }

        #Preview { Counter() }
        """
    }

    /// A temporary directory with `Counter.swift` holding `source`, removed by the caller.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("live-reload-\(UUID().uuidString)")
        var file: URL { url.appendingPathComponent("Counter.swift") }

        init(_ source: String) throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try write(source)
        }

        /// Saves `source` as an editor that writes a new file and renames it does.
        func write(_ source: String) throws {
            try source.write(to: file, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// The screen's text without the blank rows under it (the focused control is drawn `>so<`).
    func shown(_ app: HeadlessDriver) -> String {
        var lines = app.text.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    func start(_ folder: Folder) throws -> (LiveReload, HeadlessDriver) {
        let reload = try LiveReload(files: [ViewFile.Source(name: folder.file.path, text: String(contentsOf: folder.file, encoding: .utf8))])
        return (reload, HeadlessDriver(reload.view, width: 240, height: 6))
    }

    @Test func aChangedLabelRunsInPlaceWithTheCountKept() throws {
        let folder = try Folder(Self.counter(button: "Press"))
        let (reload, app) = try start(folder)
        app.send(.enter, .enter)
        expectEqual(shown(app), "Pressed 2 times\n>Press<")
        #expect(!reload.reloadIfChanged())
        try folder.write(Self.counter(button: "Add one"))
        #expect(reload.reloadIfChanged())
        expectEqual(shown(app), "Pressed 2 times\n>Add one<")
        app.press(.enter)
        expectEqual(shown(app), "Pressed 3 times\n>Add one<")
        expectEqual(reload.readings, 2)
    }

    @Test func aReadErrorIsShownAboveTheLastGoodTreeWhichKeepsRunningUntilTheFileIsFixed() throws {
        let folder = try Folder(Self.counter(button: "Press"))
        let (reload, app) = try start(folder)
        app.press(.enter)
        // The error: an unknown view on line 8 (after the Button), column 13 (where `Txt` begins).
        try folder.write(Self.counter(button: "Press", extra: "\n            Txt(\"oops\")"))
        #expect(reload.reloadIfChanged())
        let status = "\(folder.file.path):8:13: error: unknown view 'Txt'; did you mean 'Text'? (the last good version runs)"
        expectEqual(reload.status, status)
        expectEqual(shown(app), status + "\nPressed 1 times\n>Press<")
        app.press(.enter)
        expectEqual(shown(app), status + "\nPressed 2 times\n>Press<")
        try folder.write(Self.counter(button: "Count"))
        #expect(reload.reloadIfChanged())
        expectEqual(reload.status, nil)
        expectEqual(shown(app), "Pressed 2 times\n>Count<")
        #expect(reload.errors.isEmpty)
    }

    @Test func aViewMovedToAnotherPlaceStartsWithItsInitialState() throws {
        let folder = try Folder(Self.counter(button: "Press"))
        let (reload, app) = try start(folder)
        app.send(.enter, .enter)
        // The counter now sits inside a VStack of the preview: another position, so new state, as in SwiftUI.
        try folder.write(Self.counter(button: "Press").replacingOccurrences(of: "#Preview { Counter() }", with: "#Preview { VStack { Counter() } }"))
        #expect(reload.reloadIfChanged())
        expectEqual(shown(app), "Pressed 0 times\n>Press<")
    }

    @Test func aFileThatCannotBeReadIsReportedAndTheAppKeepsRunning() throws {
        let folder = try Folder(Self.counter(button: "Press"))
        let (reload, app) = try start(folder)
        try FileManager.default.removeItem(at: folder.file)
        #expect(reload.reloadIfChanged())
        expectEqual(reload.status, "\(folder.file.path):1:1: error: the file cannot be read (the last good version runs)")
        app.press(.enter)
        #expect(shown(app).hasSuffix("Pressed 1 times\n>Press<"))
    }

    @Test func anErrorMetByAnActionIsShownOnScreenAndTheAppKeepsRunning() throws {
        let source = """
            struct Items: View {
                @State private var items = ["a"]
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("\\(items.count) items")
                        Button("Drop") { items.remove(at: 3) }
                        Button("Add") { items.append("b") }
                    }
                }
            }
            #Preview { Items() }
            """
        let reload = try LiveReload(files: [ViewFile.Source(name: "items.swift", text: source)])
        let app = HeadlessDriver(reload.view, width: 80, height: 6)
        expectEqual(shown(app), "1 items\n>Drop<\n Add")
        app.press(.enter)
        // The call `items.remove(at: 3)` on line 6 fails (reported where `remove` begins): the array has one element.
        let line = "error: items.swift:6:36: index out of range in .remove(at:)"
        expectEqual(shown(app), line + "\n1 items\n>Drop<\n Add")
        app.send(.tab, .enter)
        expectEqual(shown(app), line + "\n2 items\n Drop\n>Add<")
        expectEqual(reload.errors, ["items.swift:6:36: index out of range in .remove(at:)"])
    }

    @Test func theScreenWithoutAStatusIsTheFilesOwnScreen() throws {
        let source = Self.counter(button: "Press")
        let reload = try LiveReload(files: [ViewFile.Source(name: "c.swift", text: source)])
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "c.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 5) }
        let screen = open(reload.view), plain = open(reading.view)
        expectEqual(screen.text, plain.text)
        screen.press(.enter)
        plain.press(.enter)
        expectEqual(screen.text, plain.text)
    }

    @Test func eachReadingParsesTheFilesOnce() throws {
        let first = Self.counter(button: "Press \(UUID().uuidString)")
        let second = Self.counter(button: "Add \(UUID().uuidString)")
        for text in [first, second] { ParseCount.watch(text) }
        defer { for text in [first, second] { ParseCount.unwatch(text) } }
        let folder = try Folder(first)
        let (reload, _) = try start(folder)
        expectEqual(ParseCount.count(of: first), 1)
        try folder.write(second)
        #expect(reload.reloadIfChanged())
        expectEqual(ParseCount.count(of: second), 1)
        expectEqual(reload.readings, 2)
    }
}
