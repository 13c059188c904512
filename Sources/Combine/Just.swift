import Foundation
import CombineCore

/// A publisher that sends one value and finishes, as Combine's: `Just(5)`.
public struct Just<Output>: Publisher {
    /// It never fails.
    public typealias Failure = Never

    /// The value it sends.
    public let output: Output

    /// A publisher sending `output` once.
    public init(_ output: Output) {
        self.output = output
    }

    /// Attaches `subscriber`: it receives the value when it asks for one, then the completion.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(output: output, downstream: subscriber))
    }
}

extension Just: Equatable where Output: Equatable {}

/// A subscription to a ``Just``: the value goes at the first request.
private final class JustSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable where Downstream.Failure == Never {
    private let lock = NSLock()
    private var pending: (output: Downstream.Input, downstream: Downstream)?

    init(output: Downstream.Input, downstream: Downstream) {
        pending = (output, downstream)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard demand > 0, let (output, downstream) = pending else {
            lock.unlock()
            return
        }
        pending = nil
        lock.unlock()
        _ = downstream.receive(output)
        downstream.receive(completion: .finished)
    }

    func cancel() {
        lock.lock()
        pending = nil
        lock.unlock()
    }
}
