import CombineCore

/// A publisher that sends nothing until connected, as Combine's: a timer (`Timer.publish`) starts
/// ticking when connected; ``autoconnect()`` connects it when first subscribed to.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancelling the returned value stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when first subscribed to and disconnected when the last
    /// subscriber cancels: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
