import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// Swift forms apps' model code uses: `@unknown default`, closed ranges held in properties,
/// `mutating` methods of the file's structs, a method named as a Button's action.
@MainActor @Suite struct LanguageFormsReaderTests {
    /// The screen of `source` run live, after pressing `keys`.
    func liveScreen(_ source: String, pressing keys: [Key] = []) throws -> String {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "app.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 4) }
        let app = open(reading.view)
        keys.forEach(app.press)
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
        return app.text
    }

    @Test func anUnknownDefaultMatchesWhatNoOtherCaseDoes() throws {
        let source = """
            enum Phase { case empty, done }
            func title(_ phase: Phase) -> String {
                switch phase {
                case .empty: return "empty"
                @unknown default: return "other"
                }
            }
            VStack {
                Text(title(.done))
                switch Phase.done {
                case .empty: Text("none")
                @unknown default: Text("some")
                }
            }
            """
        let root = try inspect(read(source))
        #expect((try? root.find(text: "other")) != nil)
        #expect((try? root.find(text: "some")) != nil)
        #expect((try? root.find(text: "none")) == nil)
    }

    @Test func aClosedRangeHeldInAPropertyBoundsAStepper() throws {
        let source = """
            enum Sizes { static let text = 10...24; static let scale = 0.5...2.0 }
            VStack {
                Stepper("Size", value: .constant(12), in: Sizes.text)
                Slider(value: .constant(1.0), in: Sizes.scale)
                Text("\\(Sizes.text.lowerBound)-\\(Sizes.text.upperBound), \\(Sizes.text.count)")
            }
            """
        let compiled = VStack {
            Stepper("Size", value: .constant(12), in: 10...24)
            Slider(value: .constant(1.0), in: 0.5...2.0)
            Text("\(10)-\(24), \(15)")
        }
        let (readTree, compiledTree) = (try inspect(read(source)).treeDump(), try compiled.inspect().treeDump())
        expectEqual(readTree, compiledTree)
    }

    @Test func aValueThatIsNoClosedRangeIsReportedAtTheArgument() {
        let error = scriptError { try read(#"let sizes = [1, 2]; Stepper("Size", value: .constant(1), in: sizes)"#) }
        expectEqual(error?.message, "expected a closed range such as 0...10 for 'in:', found an array")
    }

    @Test func aMutatingMethodChangesTheStateThatHoldsTheValue() throws {
        let source = """
            struct Counter {
                private(set) var count = 0
                mutating func add(_ n: Int) { count += n; if count > 2 { reset() } }
                mutating func reset() { count = 0 }
            }
            struct Tally: View {
                @State private var counter = Counter()
                var body: some View {
                    Button("Count \\(counter.count)", action: bump)
                }
                private func bump() { counter.add(2) }
            }
            #Preview { Tally() }
            """
        #expect(try liveScreen(source).hasPrefix(">Count 0<"))
        #expect(try liveScreen(source, pressing: [.enter]).hasPrefix(">Count 2<"))
        #expect(try liveScreen(source, pressing: [.enter, .enter]).hasPrefix(">Count 0<"))
    }

    @Test func aButtonWithATitleTakesAMethodAsItsAction() throws {
        let built = try read(#"func save() {}; Button("Save", action: save)"#)
        expectEqual(typeName(built), typeName(Button("Save") {}))
    }
}
