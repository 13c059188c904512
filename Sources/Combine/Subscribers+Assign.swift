import Foundation
import CombineCore

extension Subscribers {
    /// A subscriber that sets a property of an object to each value, as Combine's; what
    /// ``Publisher/assign(to:on:)`` attaches. It keeps the object until cancelled or completed.
    public final class Assign<Root, Input>: Subscriber, Cancellable, @unchecked Sendable {
        /// It never fails.
        public typealias Failure = Never

        /// The object whose property is set; nil once cancelled or completed.
        public private(set) var object: Root?
        /// The property set.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let lock = NSLock()
        private var subscription: (any Subscription)?

        /// A subscriber setting `object`'s property at `keyPath` to each value.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, object != nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        /// Sets the property to `value`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let object = object
            lock.unlock()
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            object = nil
            subscription = nil
            lock.unlock()
        }

        /// Cancels the subscription and lets go of the object.
        public func cancel() {
            lock.lock()
            let subscription = subscription
            self.subscription = nil
            object = nil
            lock.unlock()
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Sets `object`'s property at `keyPath` to each value, until the returned token is cancelled
    /// or released: `.assign(to: \.title, on: model)`. The object is kept meanwhile.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Sets a `@Published` property to each value, for as long as the property lasts:
    /// `$query.map { … }.assign(to: &$results)`. Setting it announces the change, as setting it
    /// in code does.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.assign(from: self)
    }
}
