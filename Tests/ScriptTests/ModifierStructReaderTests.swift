import Builders
import Foundation
import Inspect
import Render
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// `struct Name: ViewModifier` declared in a file, applied with `.modifier(_:)` or through an
/// `extension View` helper: read to the modified view compiled code builds, named by the struct.
@MainActor @Suite struct ModifierStructReaderTests {
    func error(_ source: String) -> String? {
        scriptError { try read(source, file: "m.swift") }?.description
    }

    @Test func aModifierStructIsShownByItsNameAmongTheModifiers() throws {
        let root = try ViewFile.build(source: try ModifierCardsApp.source(), file: ModifierCardsApp.fileName)
        // ViewInspector lists a custom modifier under its type's name, beside the modifiers its body applies.
        let hi = try inspect(root).find(text: "Hi")
        #expect(hi.modifiers.contains { $0.name == "Tile" && $0.typeName == "Tile" })
        #expect(hi.modifiers.contains { $0.name == "cornerRadius" })
        // The modifier is the HStack's (its body's), not the Button's inside it.
        let stack = try inspect(root).treeDump().split(separator: "\n").first { $0.contains("HStack") }
        #expect(stack?.hasSuffix(".CountBadge") == true, "\(stack ?? "")")
    }

    @Test func aFileWithModifierStructsRendersAsItsCompiledCode() throws {
        let root = try ViewFile.build(source: try ModifierCardsApp.source(), file: ModifierCardsApp.fileName)
        let read = try Renderer.render(inspect(root), width: 40).canvas.plainText
        let compiled = try Renderer.render(inspect(ModifierCardsApp.compiled), width: 40).canvas.plainText
        expectEqual(read, compiled)
        #expect(read.contains("Hi") && read.contains("Yo") && read.contains("Inbox"))
    }

    @Test func aButtonInsideAModifierStructStillPressesWhenRunLive() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: ModifierCardsApp.fileName, text: try ModifierCardsApp.source())])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 16) }
        let live = open(reading.view), compiled = open(ModifierCardsApp.compiled)
        // The Button is the only control, so it has the focus: each press counts, and the badge
        // the modifier's body shows once the count is above zero reads the new count.
        for _ in 0..<2 {
            live.press(.enter)
            compiled.press(.enter)
            expectEqual(live.text, compiled.text)
        }
        expectContains(live.text, "Tapped 2")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    @Test func aModifierWithAnExplicitInitialiserAndAStateReadsItsValues() throws {
        let source = """
            struct Dim: ViewModifier {
                @State private var isDimmed = true
                let amount: Double
                init(by amount: Double) {
                    self.amount = amount
                }
                func body(content: Content) -> some View {
                    content.opacity(isDimmed ? amount : 1)
                }
            }
            #Preview { Text("a").modifier(Dim(by: 0.25)) }
            """
        let text = try inspect(try read(source)).find(text: "a")
        #expect(text.modifiers.map(\.name).contains("Dim"))
        expectEqual(try text.opacity(), 0.25)
    }

    @Test func aModifiedViewKeptInAGlobalShowsItsContentAndTheGlobalsItsBodyReads() throws {
        let source = """
            let greeting = "Hi"
            struct Boxed: ViewModifier {
                func body(content: Content) -> some View {
                    VStack {
                        Text(greeting)
                        content
                    }
                }
            }
            let card = Text("a").modifier(Boxed())
            #Preview { card }
            """
        let root = inspect(try read(source))
        // The body's VStack, under the modifier's name, holds the global's text, then the content.
        let lines = try root.treeDump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first?.hasPrefix("VStack") == true && lines.first?.hasSuffix(".Boxed") == true, "\(lines)")
        #expect(lines.dropFirst().map { $0.replacing(/[├└─ ]+/, with: "") } == [#"Text"Hi""#, #"Text"a""#], "\(lines)")
    }

    @Test func anyOtherValueGivenToModifierIsAnError() {
        #expect(error("#Preview { Text(\"a\").modifier(3) }") == """
            m.swift:1:31: error: expected a value of a ViewModifier struct declared in the file, as .modifier(Card()), found an integer
            #Preview { Text("a").modifier(3) }
                                          ^
            """)
    }

    @Test func aModifierStructWithoutABodyIsAnErrorAtItsStruct() {
        let source = "struct Plain: ViewModifier {\n    var x = 1\n}\n#Preview { Text(\"a\").modifier(Plain()) }"
        #expect(error(source)?.hasPrefix("m.swift:1:1: error: expected 'func body(content: Content) -> some View { … }' in Plain\n") == true, "\(error(source) ?? "")")
    }

    @Test func aModifierThatAppliesItselfIsAnError() {
        let source = """
            struct Loop: ViewModifier {
                func body(content: Content) -> some View {
                    content.modifier(Loop())
                }
            }
            #Preview { Text("a").modifier(Loop()) }
            """
        #expect(error(source)?.hasPrefix("m.swift:3:26: error: ViewModifier 'Loop' applies itself in its own body\n") == true, "\(error(source) ?? "")")
    }

    // MARK: A modifier's @State run live

    /// Rows with a modifier of their own state, by `.modifier(_:)` and by a helper, in a ForEach.
    static let foldingRows = """
        struct Folding: ViewModifier {
            let title: String
            @State private var unfolded = false
            func body(content: Content) -> some View {
                VStack {
                    Button(unfolded ? "Fold \\(title)" : "Open \\(title)") { unfolded.toggle() }
                    if unfolded { content }
                }
            }
        }
        extension View {
            func folding(_ title: String) -> some View { modifier(Folding(title: title)) }
        }
        struct Side: View {
            @State private var count = 0
            var body: some View {
                Button("Side \\(count)") { count += 1 }
            }
        }
        struct Rows: View {
            @State private var names = ["a", "b", "c"]
            @State private var ticks = 0
            var body: some View {
                VStack {
                    Button("Tick \\(ticks)") { ticks += 1 }
                    Side()
                    Text("notes").modifier(Folding(title: "notes"))
                    ForEach(names, id: \\.self) { name in
                        Text("row \\(name)").folding(name)
                    }
                    Button("Drop first") { names.removeFirst() }
                    Button("Remove b") { names.removeAll { $0 == "b" } }
                    Button("Append b") { names.append("b") }
                }
            }
        }
        #Preview { Rows() }
        """

    func runFoldingRows() throws -> (HeadlessDriver, LiveSession) {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "rows.swift", text: Self.foldingRows)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 16) }
        return (open(reading.view), reading.session)
    }

    func tap(_ app: HeadlessDriver, _ title: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            try app.inspect().find(button: title).tap()
        } catch {
            Issue.record("no button \(title): \(error)", sourceLocation: sourceLocation)
        }
        app.settle()
    }

    @Test func eachApplicationOfAModifierKeepsItsOwnStateWhenRunLive() throws {
        let (app, session) = try runFoldingRows()
        tap(app, "Open b")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        #expect(app.text.contains("Open a") && app.text.contains("Open c") && app.text.contains("Open notes"))
        #expect(!app.text.contains("row a") && !app.text.contains("row c") && !app.text.contains("  notes"))
        tap(app, "Open notes")
        #expect(app.text.contains("Fold notes") && app.text.contains("Fold b") && app.text.contains("Open a"))
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aModifiersStateRunLiveSurvivesTheBodyThatAppliesItRunningAgain() throws {
        let (app, session) = try runFoldingRows()
        tap(app, "Open b")
        tap(app, "Tick 0")
        expectContains(app.text, "Tick 1")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        // A view beside the rows runs its body again; the rows' does not, and b stays open. By keys
        // only (no inspection between frames): the focus is on Tick 1; Side 0 is the next control.
        app.send(.tab, .enter, .enter)
        expectContains(app.text, "Side 2")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        // The row's id, not its offset, keeps the state: b moves up and stays open.
        tap(app, "Drop first")
        #expect(app.text.contains("Fold b") && app.text.contains("row b"))
        #expect(app.text.contains("Open c") && !app.text.contains("row c"))
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aModifiersStateRunLiveIsReleasedWithItsRow() throws {
        let (app, session) = try runFoldingRows()
        tap(app, "Open b")
        let positions = app.runtime.viewCount
        tap(app, "Remove b")
        // Row b's modifier state left with it: one position fewer.
        expectEqual(app.runtime.viewCount, positions - 1)
        tap(app, "Append b")
        #expect(app.text.contains("Open b") && !app.text.contains("row b"))
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    @Test func aModifierWithStateAppliedInThePreviewItselfRunsLive() throws {
        let source = """
            struct Flip: ViewModifier {
                @State private var flipped = false
                func body(content: Content) -> some View {
                    HStack {
                        content
                        Button(flipped ? "Back" : "Flip") { flipped.toggle() }
                    }
                }
            }
            #Preview { Text("card").modifier(Flip()) }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "m.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 20, height: 2) }
        let app = open(reading.view)
        #expect(app.text.hasPrefix("card >Flip<"), "\(app.text)")
        app.press(.enter)
        #expect(app.text.hasPrefix("card >Back<"), "\(app.text)")
        app.press(.enter)
        #expect(app.text.hasPrefix("card >Flip<"), "\(app.text)")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }

    @Test func aModifierWithStateReadStaticallyDumpsItsBodyWithTheInitialState() throws {
        let root = try read(Self.foldingRows)
        let dump = try inspect(root).treeDump()
        // Each application's body: the Button with the folded title, and no content (unfolded is false).
        let lines = dump.split(separator: "\n").map { $0.replacing(/[├└│─ ]+/, with: " ").trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("VStack") && $0.hasSuffix(".Folding") }.count == 4, "\(dump)")
        #expect(lines.contains(#"labelView: Text "Open b""#) && !lines.contains(#"Text "row b""#), "\(dump)")
        // Read statically, the modifier is the reader's stand-in, whose type says nothing of a run.
        let body = MirrorDump.string(of: body(of: root))
        #expect(body.contains("DefinedModifier<") && !body.contains("LiveModifier"))
    }
}
