import Inspect
import SwiftUI
import Testing
import Expectations

/// What views' actions saw, shared with the test.
private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

/// A view following a subject, as app code writes one.
private struct Ticker: View {
    let ticks: PassthroughSubject<Int, Never>
    @State private var total = 0

    var body: some View {
        Text("total \(total)")
            .onReceive(ticks) { total += $0 }
    }
}

/// A clock that counts seconds while shown, with a button that hides it.
private struct Stopwatch: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let log: Log
    @State private var seconds = 0
    @State private var shown = true

    var body: some View {
        VStack {
            if shown {
                Text("\(seconds) s")
                    .onReceive(timer) { _ in
                        seconds += 1
                        log.entries.append("tick \(seconds)")
                    }
            }
            Button("Hide") { shown = false }
        }
    }
}

/// A search model debouncing what is typed, as view models do.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var searches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .sink { [weak self] query in self?.searches.append(query) }
            .store(in: &cancellables)
    }
}

private struct SearchScreen: View {
    @StateObject private var model = SearchModel()

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Text("searched: \(model.searches.joined(separator: ", "))")
        }
    }
}

/// A view following one of two subjects, chosen by its state.
private struct Switcher: View {
    let first: PassthroughSubject<String, Never>
    let second: PassthroughSubject<String, Never>
    @State private var usesSecond = false
    @State private var last = "none"

    var body: some View {
        VStack {
            Text("last \(last)")
                .onReceive(usesSecond ? second : first) { last = $0 }
            Button("Switch") { usesSecond = true }
        }
    }
}

/// A view following a model's published property.
private final class Counter: ObservableObject {
    @Published var count = 1
}

private struct CountMirror: View {
    @ObservedObject var counter: Counter
    @State private var seen: [Int] = []

    var body: some View {
        Text("seen \(seen.map(String.init).joined(separator: " "))")
            .onReceive(counter.$count) { seen.append($0) }
    }
}

@MainActor @Suite struct OnReceiveRuntimeTests {
    @Test func aValueSentRunsTheActionAndTheScreenShowsWhatItChanged() {
        let ticks = PassthroughSubject<Int, Never>()
        let app = HeadlessDriver(Ticker(ticks: ticks), width: 20, height: 1)
        expectEqual(app.text, "total 0")
        expectEqual(app.runtime.subscriptionCount, 1)
        app.update { ticks.send(2) }
        ticks.send(3)
        expectEqual(app.text, "total 5")
    }

    @Test func aTimerTicksAsTheDriversClockMovesOn() {
        let log = Log()
        let app = HeadlessDriver(Stopwatch(log: log), width: 20, height: 2)
        expectContains(app.text, "0 s")
        app.advance(by: 0.5)
        expectContains(app.text, "0 s")
        app.advance(by: 0.5)
        expectContains(app.text, "1 s")
        app.advance(by: 3)
        expectContains(app.text, "4 s")
        expectEqual(log.entries, ["tick 1", "tick 2", "tick 3", "tick 4"])
    }

    @Test func theSubscriptionEndsWhenTheViewGoes() {
        let log = Log()
        let app = HeadlessDriver(Stopwatch(log: log), width: 20, height: 2)
        app.advance(by: 2)
        expectEqual(app.runtime.subscriptionCount, 1)
        #expect(app.click(on: "Hide"))
        expectNotContains(app.text, " s")
        expectEqual(app.runtime.subscriptionCount, 0)
        app.advance(by: 5)
        expectEqual(log.entries, ["tick 1", "tick 2"])
    }

    @Test func aDebouncedModelSearchesOnceTypingStops() {
        let app = HeadlessDriver(SearchScreen(), width: 40, height: 2)
        app.type("swi")
        app.advance(by: 0.2)
        app.type("ft")
        app.advance(by: 0.2)
        #expect(app.text.contains("searched: \n") || app.text.hasSuffix("searched:"))
        app.advance(by: 0.1)
        #expect(app.text.hasSuffix("searched: swift"))
        app.advance(by: 5)
        #expect(app.text.hasSuffix("searched: swift"))
    }

    @Test func anotherPublisherIsSubscribedToInsteadOfTheFirst() {
        let first = PassthroughSubject<String, Never>(), second = PassthroughSubject<String, Never>()
        let app = HeadlessDriver(Switcher(first: first, second: second), width: 20, height: 2)
        first.send("a")
        expectContains(app.text, "last a")
        #expect(app.click(on: "Switch"))
        first.send("b")
        expectContains(app.text, "last a")
        second.send("c")
        expectContains(app.text, "last c")
        expectEqual(app.runtime.subscriptionCount, 1)
    }

    @Test func thePublisherKeptFromFrameToFrameIsSubscribedToOnce() {
        // A published property's publisher sends its value when subscribed: once, not every frame.
        let counter = Counter()
        let app = HeadlessDriver(CountMirror(counter: counter), width: 30, height: 1)
        expectEqual(app.text, "seen 1")
        counter.count = 2
        expectEqual(app.text, "seen 1 2")
        counter.count = 3
        expectEqual(app.text, "seen 1 2 3")
    }
}

@MainActor @Suite struct SubscriptionViewTests {
    @Test func onReceiveMakesSwiftUIsSubscriptionView() {
        let subject = PassthroughSubject<Int, Never>()
        let view = Text("a").onReceive(subject) { _ in }
        expectEqual(String(describing: type(of: view)), "SubscriptionView<PassthroughSubject<Int, Never>, Text>")
        expectEqual(Mirror(reflecting: view).children.map(\.label), ["content", "publisher", "action"])
    }

    @Test func theInspectorLooksThroughItAndListsItAsTheViewsModifier() throws {
        let subject = PassthroughSubject<Int, Never>()
        let log = Log()
        let view = VStack {
            Text("a").padding().onReceive(subject) { log.entries.append("got \($0)") }.opacity(0.5)
        }
        for root in [try view.inspect(), try view.inspectWithMirrorOnly()] {
            let text = try root.find(text: "a")
            expectEqual(try text.string(), "a")
            expectEqual(text.modifiers.map(\.name), ["padding", "onReceive", "opacity"])
            expectEqual(text.modifiers[1].typeName, "SubscriptionView")
            try text.callOnReceive(4)
            expectThrows(InspectionError.self) { try text.callOnReceive("not an Int") }
        }
        expectEqual(log.entries, ["got 4", "got 4"])
    }

    @Test func itIsDrawnAsItsContent() {
        let subject = PassthroughSubject<Int, Never>()
        let plain = HeadlessDriver(VStack { Text("Hello").padding(1); Button("Go") {} }, width: 20, height: 5)
        let subscribed = HeadlessDriver(VStack { Text("Hello").padding(1).onReceive(subject) { _ in }; Button("Go") {} }, width: 20, height: 5)
        expectEqual(subscribed.text, plain.text)
    }

    @Test func itIsOneItemOfAViewListAsItsContentIs() throws {
        let subject = PassthroughSubject<Int, Never>()
        let view = Group {
            Text("One").tag(1).onReceive(subject) { _ in }
            Text("Two").tag(2)
        }
        expectEqual(try view.taggedTexts(of: Int.self), [TaggedText(text: "One", tag: .value(1)), TaggedText(text: "Two", tag: .value(2))])
        expectEqual(try view.inspect().taggedItems(of: Int.self).map(\.text), ["One", "Two"])
    }
}
