import Foundation

extension Subscribers {
    /// A subscriber that asks for every value and hands each to a closure, as Combine's; what
    /// ``Publisher/sink(receiveCompletion:receiveValue:)`` attaches.
    ///
    /// Once cancelled or completed, it hands nothing more over.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        /// Runs with each value.
        public let receiveValue: (Input) -> Void
        /// Runs with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var ended = false

        /// A subscriber running `receiveValue` with each value and `receiveCompletion` at the end.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, !ended else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Runs ``receiveValue``, unless the sink was cancelled.
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let live = !ended
            lock.unlock()
            if live { receiveValue(value) }
            return .none
        }

        /// Runs ``receiveCompletion``, unless the sink was cancelled.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let live = !ended
            ended = true
            subscription = nil
            lock.unlock()
            if live { receiveCompletion(completion) }
        }

        /// Cancels the subscription: no value follows.
        public func cancel() {
            lock.lock()
            let subscription = subscription
            self.subscription = nil
            ended = true
            lock.unlock()
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Runs `receiveValue` with each value and `receiveCompletion` when the publisher ends, until
    /// the returned token is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Runs `receiveValue` with each value, until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
