@testable import CounterExample
import Builders
import Runtime
import Script
import Terminal
import Testing
import Expectations

// The compiled twin of `LiveRunTests.submitSource`.
private struct Entries: View {
    @State private var items: [String] = []
    @State private var draft = ""
    @State private var other = ""
    @State private var taps = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Entry", text: $draft).onSubmit {
                items.append(draft)
                draft = ""
            }
            TextField("Other", text: $other, onCommit: { items.append("<" + other + ">") })
            Text("items: " + items.joined(separator: ","))
            Text("taps \(taps)").onTapGesture { taps += 1 }
        }
    }
}

/// `inspect run`'s engine: a file read by the reader and run by the runtime behaves as the same
/// code compiled — its actions run, its state is kept per position, its bindings write through.
@MainActor @Suite struct LiveRunTests {
    static let counterSource = """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0

            var body: some View {
                VStack(alignment: .leading) {
                    Text("Count: \\(count)").bold()
                    HStack {
                        Button("Decrement") { count -= 1 }
                        Button("Increment") { count += 1 }
                        Button("Reset") { count = 0 }
                    }
                    Text("Tab: next  Enter: press  q: quit")
                }
            }
        }

        #Preview {
            CounterView()
        }
        """

    func liveDriver(_ source: String, width: Int, height: Int) throws -> (HeadlessDriver, LiveSession) {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "v.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: width, height: height) }
        return (open(reading.view), reading.session)
    }

    func compiledDriver<V: View>(_ view: V, width: Int, height: Int) -> HeadlessDriver {
        HeadlessDriver(view, width: width, height: height)
    }

    @Test func aReadCounterShowsTheSameScreenAsTheCompiledOneAfterEveryKey() throws {
        let compiled = compiledDriver(CounterView(), width: 50, height: 4)
        let (live, session) = try liveDriver(Self.counterSource, width: 50, height: 4)
        expectEqual(live.text, compiled.text)
        let keys: [Key] = [.tab, .enter, .enter, .enter, .backTab, .space, .tab, .tab, .enter, .backTab, .backTab, .enter, .enter, .character("x")]
        for (index, key) in keys.enumerated() {
            compiled.press(key)
            live.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
            #expect(live.focusedPath != nil)
        }
        expectContains(live.text, "Count: -2")
        #expect(session.errors.isEmpty)
    }

    @Test func aChildsStateIsKeptWhenItsParentIsDrawnAgainAndBindingsWriteThrough() throws {
        let source = """
            struct Switch: View {
                @Binding var isOn: Bool
                @State private var presses = 0
                var body: some View {
                    Button("Flip \\(presses)") {
                        presses += 1
                        isOn.toggle()
                    }
                }
            }
            struct Screen: View {
                @State private var on = false
                @State private var total = 0
                var body: some View {
                    VStack {
                        Text(on ? "on" : "off")
                        Switch(isOn: $on)
                        Button("Add") { total += 10 }
                        Text("total \\(total)")
                    }
                }
            }
            #Preview { Screen() }
            """
        let (live, session) = try liveDriver(source, width: 30, height: 6)
        expectContains(live.text, "off")
        live.press(.enter)
        expectContains(live.text, "on")
        expectContains(live.text, "Flip 1")
        live.send(.tab, .enter)
        expectContains(live.text, "total 10")
        expectContains(live.text, "Flip 1")
        live.send(.backTab, .enter)
        expectContains(live.text, "Flip 2")
        expectContains(live.text, "off")
        #expect(session.errors.isEmpty)
    }

    @Test func actionsRunIfGuardSwitchMethodsAndWithAnimation() throws {
        let source = """
            enum Mode { case low, high }
            struct Panel: View {
                @State private var log: [String] = []
                @State private var mode = Mode.low
                @State private var n = 0

                func step() {
                    guard n < 2 else {
                        log.remove(at: 0)
                        return
                    }
                    n += 1
                    switch mode {
                    case .low: log.append("low \\(n)")
                    case .high: log.append("high \\(n)")
                    }
                    if n == 2 { mode = .high }
                }

                var body: some View {
                    VStack(alignment: .leading) {
                        Button("Step") { withAnimation { step() } }
                        Text(log.joined(separator: ","))
                        Text("mode \\(mode == .high ? "high" : "low")")
                    }
                }
            }
            #Preview { Panel() }
            """
        let (live, session) = try liveDriver(source, width: 40, height: 4)
        live.press(.enter)
        expectContains(live.text, "low 1")
        live.press(.enter)
        expectContains(live.text, "low 1,low 2")
        expectContains(live.text, "mode high")
        live.press(.enter)
        expectContains(live.text, "low 2")
        expectNotContains(live.text, "low 1")
        #expect(session.errors.isEmpty)
    }

    @Test func anActionThatFailsWhileRunningIsReportedWithItsPlace() throws {
        let source = """
            struct Broken: View {
                @State private var items: [Int] = []
                var body: some View {
                    Button("Remove") { items.remove(at: 3) }
                }
            }
            #Preview { Broken() }
            """
        let (live, session) = try liveDriver(source, width: 30, height: 3)
        live.press(.enter)
        expectEqual(session.errors.count, 1)
        #expect(session.errors.first?.hasPrefix("v.swift:4:") == true, "\(session.errors)")
    }

    @Test func aStatementOutsideTheSubsetInAnActionIsReportedWhenTheActionRuns() throws {
        let source = """
            struct Saver: View {
                @State private var saved = 0
                var body: some View {
                    VStack {
                        Text("saved \\(saved)")
                        Button("Save") { for case let x? in [Optional(1)] { saved = x } }
                        Button("Count") { saved += 1 }
                    }
                }
            }
            #Preview { Saver() }
            """
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "v.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 4) }
        let app = open(reading.view)
        #expect(reading.session.errors.isEmpty)
        app.press(.enter)
        expectEqual(reading.session.errors, ["v.swift:6:34: not supported by the reader: 'for case' loops"])
        // The rest of the app goes on running.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "saved 1")
    }

    static let submitSource = """
        struct Entries: View {
            @State private var items: [String] = []
            @State private var draft = ""
            @State private var other = ""
            @State private var taps = 0

            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Entry", text: $draft).onSubmit {
                        items.append(draft)
                        draft = ""
                    }
                    TextField("Other", text: $other, onCommit: { items.append("<" + other + ">") })
                    Text("items: " + items.joined(separator: ","))
                    Text("taps \\(taps)").onTapGesture { taps += 1 }
                }
            }
        }
        #Preview { Entries() }
        """

    @Test func submittingTextFieldsRunsTheirActionsAsCompiledCodeDoes() throws {
        let compiled = compiledDriver(Entries(), width: 40, height: 6)
        let (live, session) = try liveDriver(Self.submitSource, width: 40, height: 6)
        expectEqual(live.text, compiled.text)
        let keys: [Key] = [.character("a"), .character("b"), .enter, .character("c"), .enter, .tab, .character("z"), .enter, .tab, .enter, .space]
        for (index, key) in keys.enumerated() {
            compiled.press(key)
            live.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
        }
        // Entry submits "ab" and "c" (onSubmit), Other commits "<z>" (onCommit), and the last Return in
        // the empty Entry submits "" — the runtime runs onSubmit on Return, live and compiled alike.
        expectContains(live.text, "items: ab,c,<z>,")
        #expect(session.errors.isEmpty)
    }
}
