import CombineCore

extension Publishers {
    /// A publisher of the upstream values a transform gives a value for, made by `compactMap(_:)`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// Makes a value to send from an upstream value, or nil to send none.
        public let transform: (Upstream.Output) -> Output?

        /// A publisher of the non-nil results of `transform` on `upstream`'s values.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber`, which asks the upstream publisher for values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(Relay<Upstream.Output, Failure, S>(downstream: subscriber) { value in
                // A value that gives nil is replaced: the subscriber asked for one more.
                transform(value).map { subscriber.receive($0) } ?? .max(1)
            })
        }
    }
}

extension Publisher {
    /// Sends the non-nil results of `transform`: `$text.compactMap { Int($0) }`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
