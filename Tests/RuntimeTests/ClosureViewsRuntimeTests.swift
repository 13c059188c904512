import Builders
import Runtime
import Testing

/// A running app keeps the state of the views the content closures of GeometryReader,
/// ScrollViewReader and TimelineView make, by their place, as it keeps any view's; a proxy's
/// `scrollTo(_:anchor:)` in an action changes nothing.
@MainActor @Suite struct ClosureViewsRuntimeTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    struct Screen: View {
        var body: some View {
            VStack {
                GeometryReader { _ in Counter(name: "g") }
                ScrollViewReader { proxy in
                    Counter(name: "s")
                    Button("Top") { proxy.scrollTo("g", anchor: .top) }
                }
                TimelineView(.everyMinute) { _ in Counter(name: "t") }
            }
        }
    }

    @Test func theStateOfViewsAClosureMakesIsKeptByTheirPlace() {
        let app = HeadlessDriver(Screen(), width: 12, height: 5)
        #expect(app.click(on: "g 0"))
        #expect(app.click(on: "s 0"))
        #expect(app.click(on: "t 0"))
        #expect(app.click(on: "t 1"))
        #expect(app.click(on: "Top"))
        #expect(app.text.contains("g 1") && app.text.contains("s 1") && app.text.contains("t 2"))
    }
}
