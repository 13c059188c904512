import Foundation

/// The subscribers of a publisher that sends each value to all of them (a subject, a
/// `@Published` property, an object's `objectWillChange`, a timer), each with its own demand.
///
/// Values are handed over outside the lock, so a subscriber may send to the same publisher while
/// it receives. A value reaches a subscriber only while it has demand: without any, a value is
/// dropped, as Combine's subjects drop it — except that a subscriber attached with a first value
/// (a current value subject's) keeps the latest value until it asks for one.
package final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    package init() {}

    /// Whether no subscriber is attached.
    package var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return conduits.isEmpty
    }

    /// Attaches `subscriber`; `initial` (read under the list's lock, so that no value sent
    /// meanwhile is missed or repeated) is the first value it receives once it asks for one.
    /// A subscriber attached after the publisher completed receives the completion at once.
    package func attach<S: Subscriber>(_ subscriber: S, initial: (() -> Output)? = nil) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(list: self, receive: subscriber.receive(_:), complete: subscriber.receive(completion:))
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: FinishedSubscription())
            subscriber.receive(completion: completion)
            return
        }
        if let initial { conduit.hold(initial()) }
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Calls `handler` with every value from now on, until the token is cancelled or released:
    /// a subscriber asking for every value, without a subscriber type.
    package func observe(_ handler: @escaping (Output) -> Void) -> AnyCancellable {
        let conduit = Conduit(list: self, receive: { handler($0); return .none }, complete: { _ in })
        conduit.request(.unlimited)
        lock.lock()
        let finished = completion != nil
        if !finished { conduits.append(conduit) }
        lock.unlock()
        return AnyCancellable(conduit)
    }

    /// Sends `value` to the subscribers asking for values; `update` runs first, under the lock
    /// (a current value subject stores its value there). Does nothing once completed.
    package func send(_ value: Output, update: (() -> Void)? = nil) {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return
        }
        update?()
        let targets = conduits
        lock.unlock()
        for conduit in targets { conduit.offer(value) }
    }

    /// Ends the publisher: every subscriber receives `completion`, and later ones at once.
    package func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let targets = conduits
        conduits.removeAll()
        lock.unlock()
        for conduit in targets { conduit.complete(completion) }
    }

    /// Lets go of every subscriber without a completion (a timer's connection cancelled).
    package func dropAll() {
        lock.lock()
        let targets = conduits
        conduits.removeAll()
        lock.unlock()
        for conduit in targets { conduit.detach() }
    }

    private func remove(_ conduit: Conduit) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// One subscriber's subscription: its demand, and a first value waiting for it.
    private final class Conduit: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private weak var list: SubscriberList?
        private var receive: ((Output) -> Subscribers.Demand)?
        private var complete: ((Subscribers.Completion<Failure>) -> Void)?
        private var demand = Subscribers.Demand.none
        private var held: Output?
        private var keepsLatest = false

        init(list: SubscriberList, receive: @escaping (Output) -> Subscribers.Demand, complete: @escaping (Subscribers.Completion<Failure>) -> Void) {
            self.list = list
            self.receive = receive
            self.complete = complete
        }

        /// Keeps `value` for the subscriber's first request (called before it is attached).
        func hold(_ value: Output) {
            held = value
            keepsLatest = true
        }

        func request(_ more: Subscribers.Demand) {
            lock.lock()
            guard let receive else {
                lock.unlock()
                return
            }
            demand += more
            guard demand > 0, let value = held else {
                lock.unlock()
                return
            }
            held = nil
            demand -= 1
            lock.unlock()
            received(receive(value))
        }

        /// Hands `value` over if the subscriber asks for one.
        func offer(_ value: Output) {
            lock.lock()
            guard let receive else {
                lock.unlock()
                return
            }
            guard demand > 0 else {
                if keepsLatest { held = value }
                lock.unlock()
                return
            }
            demand -= 1
            lock.unlock()
            received(receive(value))
        }

        private func received(_ more: Subscribers.Demand) {
            guard more > 0 else { return }
            lock.lock()
            demand += more
            lock.unlock()
        }

        func complete(_ completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let complete = complete
            lock.unlock()
            detach()
            complete?(completion)
        }

        /// Stops handing anything over.
        func detach() {
            lock.lock()
            receive = nil
            complete = nil
            held = nil
            lock.unlock()
        }

        func cancel() {
            detach()
            list?.remove(self)
        }
    }
}

/// The subscription a publisher that already completed hands a subscriber before its completion.
private struct FinishedSubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
