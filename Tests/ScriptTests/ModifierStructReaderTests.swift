import Builders
import Foundation
import Inspect
import Render
import Runtime
import Script
import Terminal
import Testing

/// `struct Name: ViewModifier` declared in a file, applied with `.modifier(_:)` or through an
/// `extension View` helper: read to the modified view compiled code builds, named by the struct.
@Suite struct ModifierStructReaderTests {
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
        #expect(read == compiled)
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
            #expect(live.text == compiled.text)
        }
        #expect(live.text.contains("Tapped 2"))
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
        #expect(try text.opacity() == 0.25)
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

    @Test func stateInAModifierRunLiveIsReportedAtItsProperty() throws {
        let source = """
            struct Flash: ViewModifier {
                @State private var on = false
                func body(content: Content) -> some View {
                    content.opacity(on ? 1 : 0.5)
                }
            }
            #Preview { Text("a").modifier(Flash()) }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "m.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 4) }
        _ = open(reading.view)
        #expect(reading.session.errors.first == "m.swift:2:20: not supported by the reader: @State in a ViewModifier run live ('on' of Flash); keep the state in a view struct and pass it in")
    }
}
