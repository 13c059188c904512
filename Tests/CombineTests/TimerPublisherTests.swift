import Combine
import Foundation
import Testing
import CombineCore
import Expectations

/// `Timer.publish` on an app's loop whose clock stands still until moved.
@Suite struct TimerPublisherTests {
    @Test func anAutoconnectedTimerTicksEveryIntervalOnceSubscribed() {
        let loop = MainLoop(clock: .manual)
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var ticks: [Date] = []
        let token = loop.whileCurrent { timer.sink { ticks.append($0) } }
        loop.advance(to: loop.now + 999_000_000)
        #expect(ticks.isEmpty)
        loop.advance(to: loop.now + 1_000_000)
        expectEqual(ticks.count, 1)
        loop.advance(to: loop.now + 3_000_000_000)
        expectEqual(ticks.count, 4)
        // Each tick carries the loop's date of the tick, a second apart.
        #expect(abs(ticks[1].timeIntervalSince(ticks[0]) - 1) < 0.000_001)
        token.cancel()
    }

    @Test func nothingTicksBeforeTheTimerIsConnected() {
        let loop = MainLoop(clock: .manual)
        let timer = Timer.publish(every: 0.5, on: .main, in: .default)
        var ticks = 0
        let token = loop.whileCurrent { timer.sink { _ in ticks += 1 } }
        loop.advance(to: loop.now + 2_000_000_000)
        expectEqual(ticks, 0)
        let connection = loop.whileCurrent { timer.connect() }
        loop.advance(to: loop.now + 1_000_000_000)
        expectEqual(ticks, 2)
        connection.cancel()
        loop.advance(to: loop.now + 1_000_000_000)
        expectEqual(ticks, 2)
        token.cancel()
    }

    @Test func theLastSubscriberCancellingStopsTheTimer() {
        let loop = MainLoop(clock: .manual)
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var first = 0, second = 0
        let tokens = loop.whileCurrent { [timer.sink { _ in first += 1 }, timer.sink { _ in second += 1 }] }
        loop.advance(to: loop.now + 1_000_000_000)
        tokens[0].cancel()
        loop.advance(to: loop.now + 1_000_000_000)
        expectEqual(first, 1)
        expectEqual(second, 2)
        expectEqual(loop.scheduledCount, 1)
        tokens[1].cancel()
        expectEqual(loop.scheduledCount, 0)
    }

    @Test func cancellingAConnectionOfTheUpstreamStopsTheTimerForGood() {
        // What apps write to stop a timer: `timer.upstream.connect().cancel()`.
        let loop = MainLoop(clock: .manual)
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        var ticks = 0
        let token = loop.whileCurrent { timer.sink { _ in ticks += 1 } }
        loop.advance(to: loop.now + 2_000_000_000)
        timer.upstream.connect().cancel()
        loop.advance(to: loop.now + 2_000_000_000)
        expectEqual(ticks, 2)
        expectEqual(loop.scheduledCount, 0)
        token.cancel()
    }

    @Test func aTickMissedWhileTheLoopWasBusyRunsOnce() {
        let loop = MainLoop(clock: .system)
        var runs = 0
        // Due 25 s ago, every 10 s: a loop that was busy catches up with one run, as a timer
        // does, and the next run is the next one to come (5 s from now).
        let now = loop.now
        let token = loop.schedule(at: now - min(now, 25_000_000_000), every: 10_000_000_000) { runs += 1 }
        loop.runDue()
        expectEqual(runs, 1)
        #expect((loop.nextDeadline ?? 0) > now)
        token.cancel()
    }

    @Test func theTimerPublishersPropertiesAreFoundations() {
        let timer = Timer.publish(every: 2, tolerance: 0.5, on: .main, in: .common)
        expectEqual(timer.interval, 2)
        expectEqual(timer.tolerance, 0.5)
        #expect(timer.runLoop === RunLoop.main)
        expectEqual(timer.mode, .common)
        expectEqual(String(describing: type(of: timer.autoconnect())), "Autoconnect<TimerPublisher>")
    }
}
