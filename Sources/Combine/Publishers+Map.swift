import CombineCore

extension Publishers {
    /// A publisher of each upstream value transformed, made by `map(_:)`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// Makes each value sent from an upstream value.
        public let transform: (Upstream.Output) -> Output

        /// A publisher of `upstream`'s values transformed by `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches `subscriber`, which asks the upstream publisher for values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = transform
            upstream.subscribe(Relay<Upstream.Output, Failure, S>(downstream: subscriber) { value in subscriber.receive(transform(value)) })
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform`: `$query.map { $0.lowercased() }`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}
