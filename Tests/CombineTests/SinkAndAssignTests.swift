import Combine
import Testing
import Expectations

/// A model as apps write one.
private final class Search: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var title = ""
    var cancellables = Set<AnyCancellable>()
}

@Suite struct SinkTests {
    @Test func sinkReceivesValuesAndTheCompletion() {
        let subject = PassthroughSubject<Int, Broken>()
        var values: [Int] = []
        var completion: Subscribers.Completion<Broken>?
        let token = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(Broken()))
        expectEqual(values, [1])
        expectEqual(completion, .failure(Broken()))
        token.cancel()
    }

    @Test func aCancelledSinkReceivesNothingMore() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let token = subject.sink { values.append($0) }
        subject.send(1)
        token.cancel()
        subject.send(2)
        expectEqual(values, [1])
    }

    @Test func releasingTheTokenCancelsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var token: AnyCancellable? = subject.sink { values.append($0) }
        subject.send(1)
        token = nil
        subject.send(2)
        expectEqual(values, [1])
        expectEqual(token, nil)
    }

    @Test func tokensAreKeptInASetOrAnArray() {
        let subject = PassthroughSubject<Int, Never>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var count = 0
        subject.sink { _ in count += 1 }.store(in: &set)
        subject.sink { _ in count += 1 }.store(in: &array)
        subject.send(1)
        expectEqual(count, 2)
        set.removeAll()
        array.removeAll()
        subject.send(2)
        expectEqual(count, 2)
    }

    @Test func anyCancellableWrapsACancellable() {
        final class Flag: Cancellable {
            var cancelled = 0
            func cancel() { cancelled += 1 }
        }
        let flag = Flag()
        var token: AnyCancellable? = AnyCancellable(flag)
        token?.cancel()
        token = nil
        expectEqual(flag.cancelled, 1)
    }
}

@Suite struct PublishedTests {
    @Test func theProjectedValuePublishesTheValueThenEachNewOneBeforeItIsStored() {
        let search = Search()
        var seen: [String] = []
        var stored: [String] = []
        // Weakly, as a view model's own subscription must capture it: the model keeps the token.
        search.$query.sink { [weak search] value in
            seen.append(value)
            stored.append(search?.query ?? "released")
        }.store(in: &search.cancellables)
        search.query = "a"
        search.query = "ab"
        expectEqual(seen, ["", "a", "ab"])
        expectEqual(stored, ["", "", "a"])
    }

    @Test func objectWillChangeComesBeforeTheProjectedValue() {
        let search = Search()
        var order: [String] = []
        search.objectWillChange.sink { order.append("will change") }.store(in: &search.cancellables)
        search.$query.dropFirstValue().sink { order.append("query \($0)") }.store(in: &search.cancellables)
        search.query = "x"
        expectEqual(order, ["will change", "query x"])
    }

    @Test func assignToPublishedSetsThePropertyAndAnnouncesIt() {
        let search = Search()
        var announcements = 0
        search.objectWillChange.sink { announcements += 1 }.store(in: &search.cancellables)
        search.$query.map { $0.isEmpty ? [] : [$0.uppercased()] }.assign(to: &search.$results)
        // Subscribing sets the results from the query as it is: a change announced.
        expectEqual(search.results, [])
        expectEqual(announcements, 1)
        search.query = "swift"
        expectEqual(search.results, ["SWIFT"])
        expectEqual(announcements, 3)
    }

    @Test func assignToOnSetsAPropertyOfAnObject() {
        let search = Search()
        let subject = PassthroughSubject<String, Never>()
        let token = subject.assign(to: \.title, on: search)
        subject.send("Results")
        expectEqual(search.title, "Results")
        token.cancel()
        subject.send("Other")
        expectEqual(search.title, "Results")
    }

    @Test func aModelsSubscriptionsEndWithIt() {
        let subject = PassthroughSubject<String, Never>()
        weak var released: Search?
        do {
            let search = Search()
            subject.sink { [weak search] in search?.title = $0 }.store(in: &search.cancellables)
            subject.send("kept")
            expectEqual(search.title, "kept")
            released = search
        }
        #expect(released == nil)
        subject.send("after")
    }
}

extension Publisher {
    /// The values after the first (a `@Published` property's publisher sends its value first).
    fileprivate func dropFirstValue() -> Publishers.Filter<Self> {
        var first = true
        return filter { _ in
            defer { first = false }
            return !first
        }
    }
}
