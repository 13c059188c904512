import Combine
import Foundation
import Testing
import CombineCore
import Expectations

/// The schedulers apps pass, on an app's loop whose clock stands still until moved (as a
/// headless driver's does): `DispatchQueue.main` and `RunLoop.main` stand for the loop.
@Suite struct MainSchedulerTests {
    @Test func debounceSendsTheLastValueOnceTheWaitIsOver() {
        let loop = MainLoop(clock: .manual)
        let query = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = loop.whileCurrent {
            recorder.follow(query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main))
        }
        loop.whileCurrent {
            query.send("s")
            query.send("sw")
        }
        loop.advance(to: loop.now + 200_000_000)
        #expect(recorder.events.isEmpty)
        loop.whileCurrent { query.send("swi") }
        loop.advance(to: loop.now + 299_000_000)
        #expect(recorder.events.isEmpty)
        loop.advance(to: loop.now + 1_000_000)
        expectEqual(recorder.events, ["swi"])
        loop.advance(to: loop.now + 5_000_000_000)
        expectEqual(recorder.events, ["swi"])
        token.cancel()
    }

    @Test func debounceOnTheMainRunLoopTakesSeconds() {
        let loop = MainLoop(clock: .manual)
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder()
        let token = loop.whileCurrent { recorder.follow(subject.debounce(for: 0.5, scheduler: RunLoop.main)) }
        loop.whileCurrent { subject.send(1) }
        loop.advance(to: loop.now + 400_000_000)
        #expect(recorder.events.isEmpty)
        loop.advance(to: loop.now + 100_000_000)
        expectEqual(recorder.events, ["1"])
        token.cancel()
    }

    @Test func receiveOnHandsValuesOverWhenTheLoopRuns() {
        let loop = MainLoop(clock: .manual)
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder()
        let token = loop.whileCurrent { recorder.follow(subject.receive(on: DispatchQueue.main)) }
        loop.whileCurrent {
            subject.send(1)
            subject.send(2)
            subject.send(completion: .finished)
        }
        #expect(recorder.events.isEmpty)
        expectEqual(loop.runDue(), 3)
        expectEqual(recorder.events, ["1", "2", "finished"])
        token.cancel()
    }

    @Test func workScheduledFromATaskGoesToTheLoopThatStartedIt() async {
        let loop = MainLoop(clock: .manual)
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder()
        let token = loop.whileCurrent { recorder.follow(subject.receive(on: RunLoop.main)) }
        // A task started while the loop is current (as a view's `task` is) inherits it.
        let task = loop.whileCurrent { Task.startedHere { subject.send(5) } }
        await task.value
        #expect(recorder.events.isEmpty)
        loop.runDue()
        expectEqual(recorder.events, ["5"])
        token.cancel()
    }

    @Test func aCancelledDebounceSendsNothing() {
        let loop = MainLoop(clock: .manual)
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder()
        let token = loop.whileCurrent { recorder.follow(subject.debounce(for: .seconds(1), scheduler: DispatchQueue.main)) }
        loop.whileCurrent { subject.send(1) }
        token.cancel()
        loop.advance(to: loop.now + 2_000_000_000)
        #expect(recorder.events.isEmpty)
    }

    @Test func theMainSchedulersTellTheLoopsTime() {
        let loop = MainLoop(clock: .manual)
        loop.whileCurrent {
            let start = DispatchQueue.main.now
            let date = RunLoop.main.now
            loop.advance(to: loop.now + 1_500_000_000)
            expectEqual(start.distance(to: DispatchQueue.main.now), .milliseconds(1_500))
            #expect(abs(date.distance(to: RunLoop.main.now).magnitude - 1.5) < 0.000_001)
        }
    }
}

@Suite struct SchedulerIntervalTests {
    @Test func dispatchIntervalsAreWrittenAsApps() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        expectEqual(Stride.milliseconds(300).magnitude, 300_000_000)
        expectEqual(Stride.seconds(2).magnitude, 2_000_000_000)
        expectEqual(Stride.seconds(0.25).magnitude, 250_000_000)
        let literal: Stride = 0.5
        expectEqual(literal.magnitude, 500_000_000)
        let whole: Stride = 1
        expectEqual(whole, .seconds(1))
        expectEqual(Stride.microseconds(3) + .nanoseconds(2), .nanoseconds(3_002))
        #expect(Stride.seconds(Int.max).magnitude > 0)
    }

    @Test func runLoopIntervalsAreSeconds() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        expectEqual(Stride.milliseconds(300).magnitude, 0.3)
        expectEqual(Stride.seconds(2).magnitude, 2)
        let literal: Stride = 0.5
        expectEqual(literal.timeInterval, 0.5)
    }
}

extension Task where Success == Void, Failure == Never {
    /// A task started here, which (unlike a detached one) inherits the loop current here.
    fileprivate static func startedHere(_ work: @escaping @Sendable () -> Void) -> Task<Void, Never> {
        Task { work() }
    }
}
