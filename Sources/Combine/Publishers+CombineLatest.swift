import Foundation
import CombineCore

extension Publishers {
    /// A publisher of the latest values of two publishers as pairs, sent each time either sends
    /// once both have sent one, made by `combineLatest(_:)`: a form valid when both of its fields are.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest value of each.
        public typealias Output = (A.Output, B.Output)
        /// The failure both publishers share.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher of the latest values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`; it finishes when both finish, and fails when either fails.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let pair = LatestPair<A.Output, B.Output, S>(downstream: subscriber)
            subscriber.receive(subscription: pair)
            a.subscribe(pair.side(0) { pair.receive(first: $0) })
            b.subscribe(pair.side(1) { pair.receive(second: $0) })
        }
    }
}

/// The latest value of each side, the downstream's demand, and which sides finished.
private final class LatestPair<First, Second, Downstream: Subscriber>: TwoUpstreams<Downstream>, Subscription, @unchecked Sendable
where Downstream.Input == (First, Second) {
    private var first: First?
    private var second: Second?
    private var demand = Subscribers.Demand.none
    /// Whether a pair changed since the last one sent, for want of demand.
    private var pending = false

    func receive(first value: First) {
        lock.lock()
        first = value
        pending = true
        sendLocked()
    }

    func receive(second value: Second) {
        lock.lock()
        second = value
        pending = true
        sendLocked()
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        sendLocked()
    }

    /// Sends the latest pair when there is one, it changed since the last one sent, and the
    /// downstream asked for it; unlocks.
    private func sendLocked() {
        guard pending, demand > 0, let first, let second, let downstream else {
            lock.unlock()
            return
        }
        pending = false
        demand -= 1
        lock.unlock()
        let more = downstream.receive((first, second))
        if more > 0 {
            lock.lock()
            demand += more
            lock.unlock()
        }
    }
}

extension Publisher {
    /// Pairs the latest values of this publisher and `other`, sent each time either sends once
    /// both have: `$email.combineLatest($password)`.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other` combined by `transform`:
    /// `$email.combineLatest($password) { !$0.isEmpty && $1.count >= 8 }`.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}
