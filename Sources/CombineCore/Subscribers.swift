/// Combine's namespace of subscriber types and of what subscribers receive: ``Completion``,
/// ``Demand``, ``Sink`` (and, in the `Combine` module, `Assign`).
public enum Subscribers {
    /// How a publisher ended: it finished, or it failed with an error.
    public enum Completion<Failure: Error> {
        /// It finished normally.
        case finished
        /// It failed with `Failure`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
