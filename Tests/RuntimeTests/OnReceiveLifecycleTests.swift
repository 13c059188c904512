import Builders
import Inspect
import Runtime
import Testing
import CombineCore
import Expectations

/// A publisher counting the seconds since it was first subscribed to, on the app's loop, as a
/// timer does: 1, 2, 3…
private final class Seconds: Publisher, @unchecked Sendable {
    typealias Output = Int
    typealias Failure = Never

    private let subscribers = SubscriberList<Int, Never>()
    private var ticking: AnyCancellable?
    private var count = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subscribers.attach(subscriber)
        guard ticking == nil, let loop = MainLoop.active else { return }
        ticking = AnyCancellable(loop.schedule(at: loop.now + 1_000_000_000, every: 1_000_000_000) { [weak self] in
            guard let self else { return }
            count += 1
            subscribers.send(count)
        })
    }
}

/// Shows the last value received, labelled by its parent's prefix.
private struct Labeler: View {
    let prefix: String
    let values: PassthroughSubject<Int, Never>
    @State private var last = "none"

    var body: some View {
        Text(last).onReceive(values) { last = "\(prefix) \($0)" }
    }
}

private struct PrefixedLabels: View {
    let values: PassthroughSubject<Int, Never>
    @State private var prefix = "a"

    var body: some View {
        VStack {
            Labeler(prefix: prefix, values: values)
            Button("Use b") { prefix = "b" }
        }
    }
}

/// Counts seconds until two have passed, then shows that it is done (and follows no more).
private struct TwoSeconds: View {
    let seconds: Seconds
    @State private var shown = 0

    var body: some View {
        VStack {
            if shown < 2 {
                Text("second \(shown)").onReceive(seconds) { shown = $0 }
            } else {
                Text("done after \(shown)")
            }
        }
    }
}

/// A button whose action schedules work on the app's loop.
private struct Scheduling: View {
    @State private var state = "idle"

    var body: some View {
        VStack {
            Text(state)
            Button("Start") {
                state = "started"
                if let loop = MainLoop.current {
                    loop.schedule(at: loop.now) { state = "ran on the loop" }
                }
            }
        }
    }
}

@MainActor @Suite struct OnReceiveLifecycleTests {
    @Test func aValueRunsTheActionOfTheLatestFrame() {
        let values = PassthroughSubject<Int, Never>()
        let app = HeadlessDriver(PrefixedLabels(values: values), width: 20, height: 2)
        values.send(1)
        expectContains(app.text, "a 1")
        #expect(app.click(on: "Use b"))
        values.send(2)
        expectContains(app.text, "b 2")
        expectEqual(app.runtime.subscriptionCount, 1)
    }

    @Test func ticksOnTheLoopEachDrawAFrameAsTheClockMovesOn() {
        let app = HeadlessDriver(TwoSeconds(seconds: Seconds()), width: 20, height: 1)
        expectEqual(app.text, "second 0")
        let frames = app.frameCount
        app.advance(by: 1)
        expectEqual(app.text, "second 1")
        expectEqual(app.frameCount, frames + 1)
    }

    @Test func aViewThatLeavesReceivesNoMore() {
        let app = HeadlessDriver(TwoSeconds(seconds: Seconds()), width: 20, height: 1)
        expectEqual(app.runtime.subscriptionCount, 1)
        // The second tick hides the view: its frame cancels the subscription before the third.
        app.advance(by: 5)
        expectEqual(app.text, "done after 2")
        expectEqual(app.runtime.subscriptionCount, 0)
    }

    @Test func workAnActionSchedulesRunsOnTheAppsLoopBeforeTheNextFrame() {
        let app = HeadlessDriver(Scheduling(), width: 20, height: 2)
        #expect(app.click(on: "Start"))
        expectContains(app.text, "ran on the loop")
    }

    @Test func theDriversClockStandsStillUntilMoved() {
        let app = HeadlessDriver(Text("clock"), width: 10, height: 1)
        let start = app.now
        app.press(.tab)
        expectEqual(app.now, start)
        app.advance(by: 2.5)
        expectEqual(app.now.timeIntervalSince(start), 2.5)
        app.advance(by: -1)
        app.advance(by: .nan)
        expectEqual(app.now.timeIntervalSince(start), 2.5)
    }
}
