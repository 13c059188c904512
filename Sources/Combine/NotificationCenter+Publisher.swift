import Foundation
import CombineCore

extension NotificationCenter {
    /// A publisher of the notifications of one name posted to a center, as Combine's:
    /// `NotificationCenter.default.publisher(for: .didSave)` with `.onReceive`.
    public struct Publisher: CombineCore.Publisher {
        /// The notifications posted.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center the notifications are posted to.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The object whose notifications are sent; any object's when nil.
        public let object: AnyObject?

        /// A publisher of the notifications named `name` (posted by `object`, when given) to `center`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Attaches `subscriber`: each notification posted while it asks for values is sent to it,
        /// on the thread that posts it; cancelling removes the observer.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(downstream: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observe(center, name, object)
        }
    }

    /// The notifications named `name` (posted by `object`, when given), as a publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}

/// A subscription to a ``NotificationCenter/Publisher``: an observer of the center, removed on cancel.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observer: (center: NotificationCenter, token: any NSObjectProtocol)?

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func observe(_ center: NotificationCenter, _ name: Notification.Name, _ object: AnyObject?) {
        let sink = NotificationSink { [weak self] notification in self?.deliver(notification) }
        let token = center.addObserver(forName: name, object: object, queue: nil) { sink.receive($0) }
        lock.lock()
        let cancelled = downstream == nil
        if !cancelled { observer = (center, token) }
        lock.unlock()
        if cancelled { center.removeObserver(token) }
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        lock.unlock()
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard demand > 0, let downstream else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(notification)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let removed = observer
        observer = nil
        lock.unlock()
        if let removed { removed.center.removeObserver(removed.token) }
    }
}

/// What a center's observer calls: a subscription's delivery, behind a type that is not generic,
/// so the observer's closure captures no generic type.
private final class NotificationSink: @unchecked Sendable {
    let receive: (Notification) -> Void

    init(_ receive: @escaping (Notification) -> Void) {
        self.receive = receive
    }
}
