import Builders
import Foundation
import Observation
import Runtime
import Script
import Terminal
import Testing
import Expectations

// Compiled twins of `LiveModelTests`' files. A model the preview makes is made once by compiled
// code: here in a `let` (an App's `@StateObject` would do the same).

private final class ObjectCounts: ObservableObject {
    @Published var count = 0
}

@Observable private final class ObservableCounts {
    var count = 0
}

private struct EnvironmentObjectTally: View {
    @EnvironmentObject var counts: ObjectCounts
    var body: some View {
        VStack(alignment: .leading) {
            Text("count \(counts.count)")
            Button("Add") { counts.count += 1 }
        }
    }
}

private struct EnvironmentTally: View {
    @Environment(ObservableCounts.self) private var counts
    var body: some View {
        VStack(alignment: .leading) {
            Text("count \(counts.count)")
            Button("Add") { counts.count += 1 }
        }
    }
}

private struct ObservedTally: View {
    @ObservedObject var counts: ObjectCounts
    var body: some View {
        VStack(alignment: .leading) {
            Text("count \(counts.count)")
            Button("Add") { counts.count += 1 }
        }
    }
}

private struct BindableTally: View {
    @Bindable var counts: ObservableCounts
    var body: some View {
        VStack(alignment: .leading) {
            Text("count \(counts.count)")
            Button("Add") { counts.count += 1 }
        }
    }
}

/// The preview's body with its `@Previewable @State`, compiled: a view of its own.
private struct PreviewRoot<Tally: View>: View {
    @State private var note = false
    let tally: Tally
    var body: some View {
        VStack(alignment: .leading) {
            Button("Note") { note.toggle() }
            Text(note ? "noted" : "not noted")
            tally
        }
    }
}

@Observable private final class Pair {
    var a = 0
    var b = 0
}

private struct ShowA: View {
    let pair: Pair
    var body: some View { Text("a \(pair.a)") }
}

private struct ShowB: View {
    let pair: Pair
    var body: some View { Text("b \(pair.b)") }
}

private struct ShowBoth: View {
    let pair: Pair
    var body: some View { Text("sum \(pair.a + pair.b)") }
}

private struct Pairs: View {
    @State private var pair = Pair()
    var body: some View {
        VStack(alignment: .leading) {
            ShowA(pair: pair)
            ShowB(pair: pair)
            ShowBoth(pair: pair)
            Button("A") { pair.a += 1 }
            Button("B") { pair.b += 1 }
        }
    }
}

private final class PublishedPair: ObservableObject {
    @Published var a = 0
    @Published var b = 0
}

private struct ObservedA: View {
    @ObservedObject var pair: PublishedPair
    var body: some View { Text("a \(pair.a)") }
}

private struct ObservedB: View {
    @ObservedObject var pair: PublishedPair
    var body: some View { Text("b \(pair.b)") }
}

private struct PublishedPairs: View {
    @StateObject private var pair = PublishedPair()
    var body: some View {
        VStack(alignment: .leading) {
            ObservedA(pair: pair)
            ObservedB(pair: pair)
            Button("A") { pair.a += 1 }
            Button("B") { pair.b += 1 }
        }
    }
}

/// Models of a file run live (`inspect run`) as compiled code has them: an object the preview
/// makes lives as long as the preview, and a change re-evaluates the views SwiftUI re-evaluates —
/// those that read the changed property of an `@Observable` model, every observer of an
/// `ObservableObject`.
@MainActor @Suite struct LiveModelTests {
    /// A file whose preview makes its model in `placement` (`Tally().environmentObject(Counts())`),
    /// and re-evaluates itself when its `@Previewable @State` changes.
    static func tallySource(model: String, property: String, placement: String) -> String {
        """
        \(model)

        struct Tally: View {
            \(property)
            var body: some View {
                VStack(alignment: .leading) {
                    Text("count \\(counts.count)")
                    Button("Add") { counts.count += 1 }
                }
            }
        }

        #Preview {
            @Previewable @State var note = false
            VStack(alignment: .leading) {
                Button("Note") { note.toggle() }
                Text(note ? "noted" : "not noted")
                \(placement)
            }
        }
        """
    }

    static let objectModel = "final class Counts: ObservableObject {\n    @Published var count = 0\n}"
    static let observableModel = "@Observable\nfinal class Counts {\n    var count = 0\n}"

    /// The four ways a preview makes a model: the file, and its compiled twin.
    static func placement(_ index: Int) -> (source: String, compiled: any View) {
        switch index {
        case 0:
            let counts = ObjectCounts()
            return (tallySource(model: objectModel, property: "@EnvironmentObject var counts: Counts", placement: "Tally().environmentObject(Counts())"),
                    PreviewRoot(tally: EnvironmentObjectTally().environmentObject(counts)))
        case 1:
            let counts = ObservableCounts()
            return (tallySource(model: observableModel, property: "@Environment(Counts.self) private var counts", placement: "Tally().environment(Counts())"),
                    PreviewRoot(tally: EnvironmentTally().environment(counts)))
        case 2:
            let counts = ObjectCounts()
            return (tallySource(model: objectModel, property: "@ObservedObject var counts: Counts", placement: "Tally(counts: Counts())"),
                    PreviewRoot(tally: ObservedTally(counts: counts)))
        default:
            let counts = ObservableCounts()
            return (tallySource(model: observableModel, property: "@Bindable var counts: Counts", placement: "Tally(counts: Counts())"),
                    PreviewRoot(tally: BindableTally(counts: counts)))
        }
    }

    func drivers(_ source: String, _ compiled: any View, height: Int = 8) throws -> (live: HeadlessDriver, compiled: HeadlessDriver, session: LiveSession) {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "tally.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: height) }
        return (open(reading.view), open(compiled), reading.session)
    }

    @Test(arguments: 0..<4)
    func aModelThePreviewMakesKeepsItsChangesWhenThePreviewIsEvaluatedAgain(placement index: Int) throws {
        let (source, compiledRoot) = Self.placement(index)
        let (live, compiled, session) = try drivers(source, compiledRoot)
        expectEqual(live.text, compiled.text)
        // Add twice; Note re-evaluates the preview's body (its state changed); Add again; Note again.
        let keys: [Key] = [.tab, .enter, .enter, .backTab, .enter, .tab, .enter, .backTab, .enter]
        for (step, key) in keys.enumerated() {
            live.press(key)
            compiled.press(key)
            #expect(live.text == compiled.text, "placement \(index), after key \(step) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
        }
        #expect(live.text.hasPrefix(">Note<\nnot noted\ncount 3\n"))
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    static let pairSource = """
        @Observable
        final class Pair {
            var a = 0
            var b = 0
        }

        struct ShowA: View {
            let pair: Pair
            var body: some View { Text("a \\(pair.a)") }
        }

        struct ShowB: View {
            let pair: Pair
            var body: some View { Text("b \\(pair.b)") }
        }

        struct ShowBoth: View {
            let pair: Pair
            var body: some View { Text("sum \\(pair.a + pair.b)") }
        }

        struct Pairs: View {
            @State private var pair = Pair()
            var body: some View {
                VStack(alignment: .leading) {
                    ShowA(pair: pair)
                    ShowB(pair: pair)
                    ShowBoth(pair: pair)
                    Button("A") { pair.a += 1 }
                    Button("B") { pair.b += 1 }
                }
            }
        }

        #Preview { Pairs() }
        """

    @Test func anObservableModelsChangeEvaluatesOnlyTheViewsThatReadTheChangedProperty() throws {
        let (live, compiled, session) = try drivers(Self.pairSource, Pairs())
        // Focus on A: a press changes `a`, read by ShowA and ShowBoth; ShowB reads only `b` and
        // keeps its body, as SwiftUI tracks an @Observable's properties one by one.
        var before = (live.bodyEvaluations, compiled.bodyEvaluations)
        live.press(.enter)
        compiled.press(.enter)
        #expect(live.text.hasPrefix("a 1\nb 0\nsum 1\n"))
        expectEqual(live.text, compiled.text)
        expectEqual(compiled.bodyEvaluations - before.1, 2)
        // Live, a view struct is two bodies: its LiveView and the stand-in of its evaluated body.
        expectEqual(live.bodyEvaluations - before.0, 4)
        // B: ShowB and ShowBoth.
        before = (live.bodyEvaluations, compiled.bodyEvaluations)
        live.send(.tab, .enter)
        compiled.send(.tab, .enter)
        #expect(live.text.hasPrefix("a 1\nb 1\nsum 2\n"))
        expectEqual(live.text, compiled.text)
        expectEqual(compiled.bodyEvaluations - before.1, 2)
        expectEqual(live.bodyEvaluations - before.0, 4)
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    static let publishedPairSource = """
        final class PublishedPair: ObservableObject {
            @Published var a = 0
            @Published var b = 0
        }

        struct ObservedA: View {
            @ObservedObject var pair: PublishedPair
            var body: some View { Text("a \\(pair.a)") }
        }

        struct ObservedB: View {
            @ObservedObject var pair: PublishedPair
            var body: some View { Text("b \\(pair.b)") }
        }

        struct PublishedPairs: View {
            @StateObject private var pair = PublishedPair()
            var body: some View {
                VStack(alignment: .leading) {
                    ObservedA(pair: pair)
                    ObservedB(pair: pair)
                    Button("A") { pair.a += 1 }
                    Button("B") { pair.b += 1 }
                }
            }
        }

        #Preview { PublishedPairs() }
        """

    @Test func anObservableObjectsChangeEvaluatesEveryViewThatObservesIt() throws {
        let (live, compiled, session) = try drivers(Self.publishedPairSource, PublishedPairs())
        // A change of `a` re-evaluates all three views that hold the object, ObservedB (which reads
        // only `b`) and PublishedPairs (which reads no property) included: objectWillChange is per object.
        let before = (live.bodyEvaluations, compiled.bodyEvaluations)
        live.press(.enter)
        compiled.press(.enter)
        #expect(live.text.hasPrefix("a 1\nb 0\n"))
        expectEqual(live.text, compiled.text)
        expectEqual(compiled.bodyEvaluations - before.1, 3)
        // Live: the three LiveViews, and the stand-ins of the two whose evaluated bodies changed
        // (ObservedB's body is the same `Text("b 0")`, so its stand-in is not evaluated again).
        expectEqual(live.bodyEvaluations - before.0, 5)
        #expect(session.errors.isEmpty, "\(session.errors)")
    }

    /// A temporary file holding `source`, removed by the caller.
    final class TemporaryFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("live-model-\(UUID().uuidString).swift")

        init(_ source: String) throws {
            try write(source)
        }

        /// Saves `source` as an editor that writes a new file and renames it does.
        func write(_ source: String) throws {
            try source.write(to: url, atomically: true, encoding: .utf8)
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func aReadingWithTheSamePreviewTextKeepsThePreviewsModelsAndAnotherMakesThemAnew() throws {
        let source = Self.tallySource(model: Self.objectModel, property: "@EnvironmentObject var counts: Counts", placement: "Tally().environmentObject(Counts())")
        let file = try TemporaryFile(source)
        let reload = try LiveReload(files: [ViewFile.Source(name: file.url.path, text: source)])
        let app = HeadlessDriver(reload.view, width: 40, height: 6)
        app.send(.tab, .enter, .enter)
        #expect(app.text.hasPrefix(" Note\nnot noted\ncount 2\n>Add<"))
        // A label outside the preview changes, two lines are added above it: the preview's text is
        // the same, so its model is kept.
        try file.write("// one\n// two\n" + source.replacingOccurrences(of: "Button(\"Add\")", with: "Button(\"Add one\")"))
        #expect(reload.reloadIfChanged())
        #expect(app.text.hasPrefix(" Note\nnot noted\ncount 2\n>Add one<"))
        app.press(.enter)
        #expect(app.text.hasPrefix(" Note\nnot noted\ncount 3\n>Add one<"))
        // The preview's text changes (a name): its code may make other models, so they are made anew.
        try file.write(source.replacingOccurrences(of: "#Preview {", with: "#Preview(\"Tally\") {"))
        #expect(reload.reloadIfChanged())
        #expect(app.text.hasPrefix(" Note\nnot noted\ncount 0\n"))
        expectEqual(reload.status, nil)
        #expect(reload.errors.isEmpty, "\(reload.errors)")
    }

    @Test func stateOfTypesTheFileDeclaresIsReadWithTheNewReadingsDeclarations() throws {
        func source(_ label: String) -> String {
            """
            struct Item {
                var title: String
                var shout: String { title.uppercased() }
            }

            final class Basket: ObservableObject {
                @Published var items: [Item] = []
                func add() { items.append(Item(title: "pear")) }
            }

            struct Shelf: View {
                @State private var items = [Item(title: "fig")]
                @StateObject private var basket = Basket()
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(items.map { $0.shout }.joined(separator: ","))
                        Text(basket.items.map { $0.title }.joined(separator: ","))
                        Button("\(label)") {
                            items.append(Item(title: "kiwi"))
                            basket.add()
                        }
                    }
                }
            }

            #Preview { Shelf() }
            """
        }
        let file = try TemporaryFile(source("Add"))
        let reload = try LiveReload(files: [ViewFile.Source(name: file.url.path, text: source("Add"))])
        let app = HeadlessDriver(reload.view, width: 40, height: 4)
        app.press(.enter)
        #expect(app.text.hasPrefix("FIG,KIWI\npear\n>Add<"))
        // The state kept holds Items and a Basket of the first reading: the second reading's
        // declarations read them (a computed property, a method), with the state kept.
        try file.write(source("More"))
        #expect(reload.reloadIfChanged())
        #expect(app.text.hasPrefix("FIG,KIWI\npear\n>More<"))
        app.press(.enter)
        #expect(app.text.hasPrefix("FIG,KIWI,KIWI\npear,pear\n>More<"))
        expectEqual(reload.status, nil)
        #expect(reload.errors.isEmpty, "\(reload.errors)")
    }
}
