/// A source of values over time, as Combine's: it hands each ``Subscriber`` a ``Subscription``
/// through which the subscriber asks for values, then sends them, and at most one completion.
///
/// Operators (`map`, `debounce`, `receive(on:)`…) and the Foundation publishers (`Timer.publish`)
/// are in the `Combine` module; this protocol is here so that `onReceive(_:perform:)` and the
/// running app can subscribe to any publisher.
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The error it can end with (`Never` when it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: called by ``subscribe(_:)``, which is what code calls.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
