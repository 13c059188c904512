/// A subject that hands each value it is sent to its current subscribers, as Combine's; a
/// subscriber not asking for values misses them.
///
///     let taps = PassthroughSubject<Int, Never>()
///     let token = taps.sink { print($0) }
///     taps.send(1)
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Attaches `subscriber`: it receives the values sent from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber)
    }

    /// Sends `input` to the subscribers.
    public func send(_ input: Output) {
        subscribers.send(input)
    }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    /// Asks `subscription` for every value.
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}
