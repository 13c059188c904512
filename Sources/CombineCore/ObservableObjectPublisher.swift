/// Announces that an ``ObservableObject`` is about to change, as Combine's: a publisher of `Void`
/// that never fails; ``send()`` announces a change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// It sends no value but the announcement.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher no one follows yet.
    public init() {}

    /// Attaches `subscriber`: it receives each announcement from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber)
    }

    /// Tells every follower that the object is about to change.
    public func send() {
        subscribers.send(())
    }

    /// Calls `handler` before every change until the returned token is cancelled or released
    /// (what a running app follows an object with, without a subscriber type).
    package func observe(_ handler: @escaping () -> Void) -> AnyCancellable {
        subscribers.observe { _ in handler() }
    }
}
