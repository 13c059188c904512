import Foundation
import CombineCore

extension Publishers {
    /// A publisher of the upstream values that differ from the one sent before, made by
    /// `removeDuplicates()`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeated values are left out.
        public let upstream: Upstream
        /// Whether a value repeats the one before it.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// A publisher of the values of `upstream` for which `predicate` with the value before is false.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches `subscriber`, which asks the upstream publisher for values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = predicate
            let last = LastValue<Output>()
            upstream.subscribe(Relay<Output, Failure, S>(downstream: subscriber) { value in
                // A repeated value is replaced: the subscriber asked for one more that differs.
                last.replace(with: value, repeats: predicate) ? .max(1) : subscriber.receive(value)
            })
        }
    }
}

/// The last value a subscription to ``Publishers/RemoveDuplicates`` saw.
private final class LastValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Value?

    /// Keeps `value` as the last one; returns whether it repeats the one before.
    func replace(with value: Value, repeats: (Value, Value) -> Bool) -> Bool {
        lock.lock()
        let previous = last
        last = value
        lock.unlock()
        return previous.map { repeats($0, value) } ?? false
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out a value equal to the one before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Leaves out a value for which `predicate` with the value before it is true.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
