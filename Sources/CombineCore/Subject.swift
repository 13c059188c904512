/// A publisher code sends values through, as Combine's: ``PassthroughSubject``,
/// ``CurrentValueSubject``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the subject: its subscribers receive `completion`, and no value follows.
    func send(completion: Subscribers.Completion<Failure>)
    /// Takes an upstream subscription (a subject subscribed to a publisher asks it for every value).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the one value of a subject of `Void`.
    public func send() {
        send(())
    }
}
