import Foundation
import CombineCore

extension Publishers {
    /// A publisher of the upstream values after which none came for a while, made by
    /// `debounce(for:scheduler:options:)`: each value waits `dueTime`, and a newer one replaces it.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are debounced.
        public let upstream: Upstream
        /// How long a value waits for a newer one.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where the values are sent from.
        public let scheduler: Context
        /// How the scheduler schedules them.
        public let options: Context.SchedulerOptions?

        /// A publisher of `upstream`'s values that no newer one followed within `dueTime`, sent on `scheduler`.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches `subscriber`: the subscription asks the upstream publisher for every value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceSubscription(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Sends a value only once `dueTime` passed without a newer one, on `scheduler`:
    /// `$query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

/// One subscription to a ``Publishers/Debounce``: the value waiting, and the work that sends it.
private final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = NSLock()
    private var upstream: (any Subscription)?
    private var ended = false
    private var demand = Subscribers.Demand.none
    /// The value waiting, and which value it is (a newer value's work finds it replaced).
    private var waiting: (value: Input, generation: UInt64)?
    private var generation: UInt64 = 0

    init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
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
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return .none
        }
        generation += 1
        let current = generation
        waiting = (input, current)
        lock.unlock()
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) { [weak self] in
            self?.due(current)
        }
        return .none
    }

    /// The wait of value `generation` is over: it is sent unless a newer value replaced it.
    private func due(_ generation: UInt64) {
        lock.lock()
        guard !ended, let waiting, waiting.generation == generation, demand > 0 else {
            lock.unlock()
            return
        }
        self.waiting = nil
        demand -= 1
        lock.unlock()
        let more = downstream.receive(waiting.value)
        guard more > 0 else { return }
        lock.lock()
        demand += more
        lock.unlock()
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !ended else {
            lock.unlock()
            return
        }
        // The value waiting is dropped, as Combine's debounce drops it.
        ended = true
        waiting = nil
        upstream = nil
        lock.unlock()
        scheduler.schedule(options: options) { self.downstream.receive(completion: completion) }
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let upstream = upstream
        self.upstream = nil
        ended = true
        waiting = nil
        lock.unlock()
        upstream?.cancel()
    }
}
