import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// `@Environment(\.isFocused)` in a view struct of a file. SwiftUI gives a view whether
/// the nearest focusable view containing it has the focus: read statically (no app running, no
/// focus) it is false, as compiled code reads it under the inspector; run live it follows the focus
/// as the runtime moves it, and only the views that read it are evaluated again.
@MainActor @Suite struct FocusedEnvironmentReaderTests {
    func driver(_ view: any View) -> HeadlessDriver {
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 12) }
        return open(view)
    }

    func live(_ app: any AppFile.Type) throws -> (driver: HeadlessDriver, session: LiveSession) {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: app.fileName, text: try app.source())])
        return (driver(reading.view), reading.session)
    }

    @Test func aRootThatReadsIsFocusedBesideATextFieldReadsLikeCompiledCode() throws {
        // The root is in no control, so it reads false: "off", in the Mirror dump of its body too.
        try expectReadsLikeCompiled(FocusedRootApp.self)
        let read = try ViewFile.build(source: try FocusedRootApp.source(), file: FocusedRootApp.fileName)
        expectEqual(try inspect(read).find(text: "off").string(), "off")
    }

    @Test func aLabelThatReadsIsFocusedShowsTheFocusAsItMovesWhenRunLive() throws {
        let (live, session) = try live(FocusHighlightApp.self)
        let compiled = driver(FocusHighlightApp.compiled)
        // The text field has the focus first: no row is marked, and the field's view reads "off".
        expectEqual(live.text, compiled.text)
        #expect(!live.text.contains("> Add one") && live.text.contains("off"))
        live.press(.tab)
        compiled.press(.tab)
        expectEqual(live.text, compiled.text)
        #expect(live.text.contains("> Add one") && !live.text.contains("> Sound"))
        live.press(.tab)
        compiled.press(.tab)
        expectEqual(live.text, compiled.text)
        #expect(live.text.contains("> Sound") && !live.text.contains("> Add one") && live.text.contains("off"))
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aFocusMoveEvaluatesOnlyTheViewsThatReadIsFocused() throws {
        let (live, _) = try live(FocusHighlightApp.self)
        let compiled = driver(FocusHighlightApp.compiled)
        live.press(.tab)
        compiled.press(.tab)
        // From the Add button to the toggle: the row leaving the focus and the row getting it; the
        // text field's view, which reads false before and after, is not evaluated. A struct run live
        // is a LiveView around the DefinedView its body builds: two bodies for each.
        let before = (live: live.bodyEvaluations, compiled: compiled.bodyEvaluations)
        live.press(.tab)
        compiled.press(.tab)
        expectEqual(compiled.bodyEvaluations - before.compiled, 2)
        expectEqual(live.bodyEvaluations - before.live, 2 * 2)
    }

    @Test func aFocusMoveEvaluatesNoViewWhenNoneReadsIsFocused() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "plain.swift", text: """
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Menu: View {
                var body: some View {
                    VStack {
                        Button(action: {}) { Row(title: "One") }
                        Button(action: {}) { Row(title: "Two") }
                    }
                }
            }
            #Preview { Menu() }
            """)])
        let live = driver(reading.view)
        let before = live.bodyEvaluations
        live.press(.tab)
        #expect(live.text.contains("One") && live.text.contains("Two"))
        expectEqual(live.bodyEvaluations, before)
    }
}

/// A view that reads `isFocused` and holds a text field, as the root: compared body to body.
enum FocusedRootApp: AppFile {
    static let path = #filePath
    static let preview = "NoteView()"
    static var compiled: any View { NoteView() }

// reader:begin
struct NoteView: View {
    @Environment(\.isFocused) private var isFocused
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
            Text(isFocused ? "on" : "off")
        }
    }
}
// reader:end
}
