import Foundation
import CombineCore

extension Publishers {
    /// A publisher of the upstream values and completion sent on a scheduler, made by
    /// `receive(on:options:)`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are handed over.
        public let upstream: Upstream
        /// Where the values are sent from.
        public let scheduler: Context
        /// How the scheduler schedules them.
        public let options: Context.SchedulerOptions?

        /// A publisher of `upstream`'s values and completion, sent on `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`; its requests go to the upstream publisher as they are made.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnSubscription(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Sends the values and the completion on `scheduler`: `.receive(on: DispatchQueue.main)`,
    /// which in a running app is the app's loop.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// One subscription to a ``Publishers/ReceiveOn``: hands each value and the completion to the
/// scheduler; nothing is handed over once cancelled.
private final class ReceiveOnSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var ended = false

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    private var isLive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !ended
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !ended else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) {
            guard self.isLive else { return }
            let more = self.downstream.receive(input)
            if more > 0 { self.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) {
            guard self.isLive else { return }
            self.lock.lock()
            self.ended = true
            self.upstream = nil
            self.lock.unlock()
            self.downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = upstream
        self.upstream = nil
        ended = true
        lock.unlock()
        upstream?.cancel()
    }
}
