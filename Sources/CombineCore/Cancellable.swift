/// Something that can be stopped, as Combine's: a subscription, a timer's connection.
public protocol Cancellable {
    /// Stops it; calling it again does nothing.
    func cancel()
}
