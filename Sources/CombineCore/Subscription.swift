/// The link between a ``Publisher`` and one ``Subscriber``, as Combine's: the subscriber asks
/// it for values and cancels it.
public protocol Subscription: Cancellable {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}
