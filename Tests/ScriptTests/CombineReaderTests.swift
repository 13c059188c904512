import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// The Combine app models use, read: subjects, a `@Published` property's publisher, operators,
/// subscriptions kept with `store(in:)` or dropped.
@MainActor @Suite struct CombineReaderTests {
    @Test func aPipelineSetUpInAnInitialiserDeliversAsValuesAreSent() throws {
        let source = """
            import Combine
            final class Scoreboard: ObservableObject {
                let points = CurrentValueSubject<Int, Never>(1)
                let events = PassthroughSubject<String, Never>()
                @Published var summary = ""
                @Published var log: [String] = []
                private var cancellables = Set<AnyCancellable>()
                init() {
                    points
                        .map { $0 * 10 }
                        .removeDuplicates()
                        .sink { [weak self] value in self?.log.append("points \\(value)") }
                        .store(in: &cancellables)
                    events
                        .filter { !$0.isEmpty }
                        .sink { [weak self] name in self?.log.append(name) }
                        .store(in: &cancellables)
                    _ = events.sink { [weak self] _ in self?.log.append("never: not kept") }
                    points.send(2)
                    points.send(2)
                    events.send("")
                    events.send("goal")
                    points.value = 3
                    summary = log.joined(separator: ", ")
                }
            }
            struct Board: View {
                @StateObject private var board = Scoreboard()
                var body: some View { Text(board.summary) }
            }
            Board()
            """
        // A current value subject gives its value first; a repeat is dropped; an empty event is
        // filtered out; a subscription not kept ends at once.
        #expect((try? inspect(read(source)).find(text: "points 10, points 20, goal, points 30")) != nil)
    }

    @Test func aPublishedPropertysPublisherWaitsOutTypingWithDebounce() throws {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "app.swift", text: """
            import Combine
            final class Search: ObservableObject {
                @Published var query = ""
                @Published private(set) var searches = 0
                private var cancellables = Set<AnyCancellable>()
                init() {
                    $query
                        .dropFirst()
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .sink { [weak self] _ in self?.searches += 1 }
                        .store(in: &cancellables)
                }
            }
            struct Finder: View {
                @StateObject private var search = Search()
                var body: some View {
                    VStack {
                        TextField("Find", text: $search.query)
                        Text("searches: \\(search.searches)")
                    }
                }
            }
            Finder()
            """)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 30, height: 4) }
        let app = open(reading.view)
        app.type("tea")
        app.advance(by: 0.2)
        expectContains(app.text, "searches: 0")
        app.advance(by: 0.1)
        // Three keys within the wait: one search.
        expectContains(app.text, "searches: 1")
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
    }
}
