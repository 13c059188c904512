import Foundation
import CombineCore

extension Publishers {
    /// A publisher of the values of two publishers of one type, as each sends them, made by
    /// `merge(with:)`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values both publishers send.
        public typealias Output = A.Output
        /// The failure both publishers share.
        public typealias Failure = A.Failure

        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// A publisher of the values of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches `subscriber`; it finishes when both finish, and fails when either fails.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merged = MergedValues<S>(downstream: subscriber)
            subscriber.receive(subscription: merged)
            a.subscribe(merged.side(0) { merged.receive($0) })
            b.subscribe(merged.side(1) { merged.receive($0) })
        }
    }
}

/// The values of both sides not yet asked for, and the downstream's demand.
private final class MergedValues<Downstream: Subscriber>: TwoUpstreams<Downstream>, Subscription, @unchecked Sendable {
    private var waiting: [Downstream.Input] = []
    private var demand = Subscribers.Demand.none

    func receive(_ value: Downstream.Input) {
        lock.lock()
        waiting.append(value)
        sendLocked()
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        sendLocked()
    }

    /// Sends the waiting values the downstream asked for, in order; unlocks.
    private func sendLocked() {
        while demand > 0, !waiting.isEmpty, let downstream {
            let value = waiting.removeFirst()
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            demand += more
        }
        lock.unlock()
    }

    override func willCancelLocked() {
        waiting = []
    }
}

extension Publisher {
    /// The values of this publisher and `other`, as each sends them.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
