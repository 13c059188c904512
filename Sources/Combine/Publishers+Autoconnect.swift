import Foundation
import CombineCore

extension Publishers {
    /// A connectable publisher connected when first subscribed to and disconnected when its last
    /// subscriber cancels, made by `autoconnect()`. It is an object, as Combine's: a view that
    /// stores one (`let timer = Timer.publish(…).autoconnect()`) keeps the same publisher from
    /// frame to frame, and `timer.upstream.connect().cancel()` stops the timer.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream publisher's values.
        public typealias Output = Upstream.Output
        /// The upstream publisher's failure.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher connected.
        public let upstream: Upstream

        private let lock = NSLock()
        private var subscribers = 0
        private var connection: (any Cancellable)?

        /// A publisher connecting `upstream` when first subscribed to.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches `subscriber` to the upstream publisher, connecting it if it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            let connects = connection == nil
            lock.unlock()
            upstream.subscribe(CountedSubscriber(downstream: subscriber, parent: self))
            guard connects else { return }
            let made = upstream.connect()
            lock.lock()
            let kept = subscribers > 0
            if kept, connection == nil { connection = made }
            lock.unlock()
            // Every subscriber cancelled meanwhile: nothing keeps the connection.
            if !kept { made.cancel() }
        }

        /// A subscriber cancelled: the last one disconnects the upstream publisher.
        fileprivate func subscriberCancelled() {
            lock.lock()
            subscribers -= 1
            let connection = subscribers <= 0 ? self.connection : nil
            if subscribers <= 0 {
                subscribers = 0
                self.connection = nil
            }
            lock.unlock()
            connection?.cancel()
        }
    }
}

/// A subscriber of an ``Publishers/Autoconnect`` whose subscription tells the publisher when it
/// is cancelled.
private struct CountedSubscriber<Downstream: Subscriber, Upstream: ConnectablePublisher>: Subscriber
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let parent: Publishers.Autoconnect<Upstream>

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: CountedSubscription(upstream: subscription, parent: parent))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}

/// The subscription an ``Publishers/Autoconnect`` subscriber holds: cancelling it once counts.
private final class CountedSubscription<Upstream: ConnectablePublisher>: Subscription, @unchecked Sendable {
    private let upstream: any Subscription
    private let parent: Publishers.Autoconnect<Upstream>
    private let lock = NSLock()
    private var cancelled = false

    init(upstream: any Subscription, parent: Publishers.Autoconnect<Upstream>) {
        self.upstream = upstream
        self.parent = parent
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.request(demand)
    }

    func cancel() {
        lock.lock()
        let first = !cancelled
        cancelled = true
        lock.unlock()
        guard first else { return }
        parent.subscriberCancelled()
        upstream.cancel()
    }
}
