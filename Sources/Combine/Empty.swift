import CombineCore

/// A publisher that sends no value and finishes at once (or never, when told), as Combine's.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// A publisher that finishes at once, or, with `completeImmediately: false`, never.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// A publisher of `outputType` and `failureType` that finishes at once, or never.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Attaches `subscriber`: it is given an empty subscription, then the completion at once when told.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: NoValues())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// The subscription of a publisher that has no values to send.
struct NoValues: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
