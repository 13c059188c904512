import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// Animations and transitions read as compiled code builds them: `.animation(_:)`,
/// `.animation(_:value:)`, `.transition(_:)`, `Binding.animation()`, `withAnimation(_:_:)`.
@MainActor @Suite struct AnimationReaderTests {
    nonisolated static var forms: [(source: String, compiled: any View)] { [
        (#"Text("a").animation(.default)"#, Text("a").animation(.default)),
        (#"Text("a").animation(nil)"#, Text("a").animation(nil)),
        (#"Text("a").animation(.easeInOut(duration: 0.3), value: 2)"#, Text("a").animation(.easeInOut(duration: 0.3), value: 2)),
        (#"Text("a").animation(.spring(), value: "x")"#, Text("a").animation(.spring(), value: "x")),
        (#"Text("a").animation(.spring(duration: 1, bounce: 0.2), value: true)"#, Text("a").animation(.spring(duration: 1, bounce: 0.2), value: true)),
        (#"Text("a").animation(.easeIn.delay(1).speed(2), value: 1)"#, Text("a").animation(.easeIn.delay(1).speed(2), value: 1)),
        (#"Text("a").transition(.slide)"#, Text("a").transition(.slide)),
        (#"Text("a").transition(.move(edge: .bottom).combined(with: .opacity))"#, Text("a").transition(.move(edge: .bottom).combined(with: .opacity))),
        (#"Text("a").transition(.asymmetric(insertion: .scale, removal: .push(from: .leading)))"#,
         Text("a").transition(.asymmetric(insertion: .scale, removal: .push(from: .leading)))),
        (#"Text("a").transition(.opacity.animation(.linear))"#, Text("a").transition(.opacity.animation(.linear))),
    ] }

    @Test(arguments: 0..<forms.count)
    func anAnimationOrTransitionReadsAsCompiledCode(index: Int) throws {
        let (source, compiled) = Self.forms[index]
        try expectReadsAsCompiled(source, compiled)
    }

    @Test func anAnimationWatchingAnOptionalPropertyWatchesTheOptional() throws {
        let built = try read("""
            struct Game { var picked: Int? }
            struct Quiz: View {
                @State private var game = Game()
                var body: some View { Text("q").animation(.easeInOut, value: game.picked) }
            }
            Quiz()
            """)
        expectEqual(typeName(body(of: built)), typeName(Text("q").animation(.easeInOut, value: Int?.none)))
    }

    @Test func anAnimatedBindingAndWithAnimationChangeTheStateAtOnce() throws {
        let source = """
            struct Panel: View {
                @State private var shown = false
                @State private var count = 0
                var body: some View {
                    VStack {
                        Toggle("Shown", isOn: $shown.animation())
                        Button("Count \\(count)") { withAnimation(.spring()) { count += 1 } }
                    }
                }
            }
            #Preview { Panel() }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "panel.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 3) }
        let app = open(reading.view)
        app.press(.space)
        app.press(.tab)
        app.press(.enter)
        #expect(app.text.contains("[x] Shown"), "\(app.text)")
        #expect(app.text.contains("Count 1"), "\(app.text)")
    }

    @Test func aValueThatIsNoAnimationSaysWhatWasExpected() {
        let error = scriptError { try read(#"Text("a").animation(.red)"#) }
        expectEqual(error?.message, "expected an animation such as .default or .easeInOut(duration: 0.3), found '.red'")
        let transition = scriptError { try read(#"Text("a").transition(.move(edge: .middle))"#) }
        expectEqual(transition?.message, "expected an edge such as .bottom, found '.middle'")
    }
}
