import Foundation
import CombineCore

extension Publishers {
    /// A publisher of the upstream values after the first few, made by `dropFirst(_:)`.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose first values are left out.
        public let upstream: Upstream
        /// How many values are left out.
        public let count: Int

        /// A publisher of `upstream`'s values after its first `count`.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches `subscriber`, which asks the upstream publisher for values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let remaining = DropCount(count)
            upstream.subscribe(Relay<Output, Failure, S>(downstream: subscriber) { value in
                // A value left out is replaced: the subscriber asked for one more after it.
                remaining.takeOne() ? .max(1) : subscriber.receive(value)
            })
        }
    }
}

/// How many values a subscription to ``Publishers/Drop`` still leaves out.
private final class DropCount: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: Int

    init(_ count: Int) {
        remaining = max(0, count)
    }

    /// Whether the next value is left out, counting it.
    func takeOne() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }
}

extension Publisher {
    /// Leaves out the first `count` values (one unless told): `$query.dropFirst()` skips the
    /// value a `@Published` property sends when subscribed to.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
}
