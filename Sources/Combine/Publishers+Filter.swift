import CombineCore

extension Publishers {
    /// A publisher of the upstream values that pass a test, made by `filter(_:)`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// Whether a value is sent on.
        public let isIncluded: (Upstream.Output) -> Bool

        /// A publisher of the values of `upstream` for which `isIncluded` is true.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Attaches `subscriber`, which asks the upstream publisher for values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = isIncluded
            upstream.subscribe(Relay<Output, Failure, S>(downstream: subscriber) { value in
                // A value left out is replaced: the subscriber asked for one more that passes.
                isIncluded(value) ? subscriber.receive(value) : .max(1)
            })
        }
    }
}

extension Publisher {
    /// Sends only the values for which `isIncluded` is true: `$query.filter { !$0.isEmpty }`.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
