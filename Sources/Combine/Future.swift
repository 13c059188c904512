import Foundation
import CombineCore

/// A publisher that makes one value (or fails) once, by a closure run when it is made, and sends
/// that result to each subscriber, as Combine's: `Future { promise in promise(.success(42)) }`.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// The closure a future's work calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [(Result<Output, Failure>) -> Void] = []

    /// A future whose `attemptToFulfill` runs now and calls its promise, now or later, once (the
    /// calls after the first are ignored). The promise keeps the future, as Combine's does, so a
    /// future no one else holds still delivers its result to its subscribers.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let told = waiting
        waiting = []
        lock.unlock()
        for deliver in told { deliver(result) }
    }

    /// Attaches `subscriber`: it receives the result when it has asked for a value and the result
    /// is there, then the completion.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription(downstream: subscriber)
        subscriber.receive(subscription: subscription)
        lock.lock()
        if let result {
            lock.unlock()
            subscription.deliver(result)
        } else {
            waiting.append { [subscription] in subscription.deliver($0) }
            lock.unlock()
        }
    }
}

/// One subscriber's subscription to a ``Future``: the result goes once it is there and asked for.
private final class FutureSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var requested = false
    private var result: Result<Downstream.Input, Downstream.Failure>?

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        requested = true
        lock.unlock()
        sendIfReady()
    }

    func deliver(_ result: Result<Downstream.Input, Downstream.Failure>) {
        lock.lock()
        self.result = result
        lock.unlock()
        sendIfReady()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }

    private func sendIfReady() {
        lock.lock()
        guard requested, let result, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }
}
