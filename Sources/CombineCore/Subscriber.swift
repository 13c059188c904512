/// Receives values from a ``Publisher``, as Combine's: first a ``Subscription``, through which it
/// asks for values, then the values (each answer asks for more), then at most one completion.
public protocol Subscriber<Input, Failure> {
    /// The values it receives.
    associatedtype Input
    /// The error it can receive (`Never` when the publisher cannot fail).
    associatedtype Failure: Error

    /// The publisher accepted the subscription; request values through `subscription`.
    func receive(subscription: any Subscription)
    /// A value; returns how many more values it asks for on top of those asked for already.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; no value follows.
    func receive(completion: Subscribers.Completion<Failure>)
}
