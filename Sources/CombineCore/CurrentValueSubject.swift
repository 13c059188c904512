import Foundation

/// A subject holding a current value, as Combine's: a subscriber receives the value first, then
/// each value sent; setting ``value`` sends it.
///
///     let volume = CurrentValueSubject<Int, Never>(3)
///     volume.value = 4
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject whose current value is `value`.
    public init(_ value: Output) {
        current = value
    }

    /// The current value; setting it sends it to the subscribers.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    /// Attaches `subscriber`: it receives the current value, then the values sent from now on.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, initial: { self.value })
    }

    /// Makes `input` the current value and sends it to the subscribers (after the subject
    /// ended, does nothing).
    public func send(_ input: Output) {
        subscribers.send(input) {
            self.lock.lock()
            self.current = input
            self.lock.unlock()
        }
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
