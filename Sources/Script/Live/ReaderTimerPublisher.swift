import CombineCore
import Foundation

/// What `Timer.publish(every:on:in:)` (and its `autoconnect()`) gives in a file run live: a
/// publisher of the date every ``interval`` seconds on the app's loop, from when its first
/// subscriber (an `onReceive`) attaches, as an autoconnected timer publisher starts then. It
/// stops when no subscriber is left. Outside a running app (a static reading) it never ticks.
final class ReaderTimerPublisher: Publisher, @unchecked Sendable {
    typealias Output = Date
    typealias Failure = Never

    /// The seconds between ticks.
    let interval: Double
    private let subscribers = SubscriberList<Date, Never>()
    private let lock = NSLock()
    private var ticking: MainLoop.Work?
    private var stopped = false

    init(interval: Double) {
        self.interval = interval
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
        subscribers.attach(subscriber)
        lock.lock()
        defer { lock.unlock() }
        guard ticking == nil, !stopped, let loop = MainLoop.active else { return }
        let every = MainLoop.nanoseconds(ofSeconds: interval)
        let (first, overflow) = loop.now.addingReportingOverflow(every)
        ticking = loop.schedule(at: overflow ? UInt64.max : first, every: every) { [weak self, weak loop] in
            guard let self, let loop else { return }
            self.tick(loop)
        }
    }

    /// Stops the ticks for good, as cancelling a timer publisher's connection does.
    func stop() {
        lock.lock()
        stopped = true
        ticking?.cancel()
        ticking = nil
        lock.unlock()
    }

    private func tick(_ loop: MainLoop) {
        if subscribers.isEmpty {
            lock.lock()
            ticking?.cancel()
            ticking = nil
            lock.unlock()
            return
        }
        subscribers.send(loop.date(at: loop.now))
    }
}

extension ReaderTimerPublisher {
    /// `autoconnect()`, `upstream` and `connect()` give the publisher itself (it connects when
    /// subscribed); `cancel()` of its connection stops it for good; nil for another member.
    func member(_ name: String) -> Value? {
        switch name {
        case "autoconnect", "upstream", "connect": return .swiftValue(self)
        case "cancel":
            stop()
            return .void
        default: return nil
        }
    }
}
