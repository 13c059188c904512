import Builders

/// What `onReceive(_:perform:)` keeps while its view is shown: the subscription, and the holder
/// of the action values go to (the action of the latest frame's view).
struct ReceiveSubscription {
    /// Holds the action: an ``ActionHolder`` of the publisher's output.
    let holder: AnyObject
    /// Cancels the subscription.
    let token: AnyCancellable
}

/// The action of an `onReceive(_:perform:)` a subscription hands values to; each frame that
/// shows the view hands it the view's action, so that a value runs the latest one.
final class ActionHolder<Value> {
    var action: (Value) -> Void

    init(_ action: @escaping (Value) -> Void) {
        self.action = action
    }
}

/// A view `onReceive(_:perform:)` makes, seen without its publisher's type.
protocol ReceiveSubscribing {
    /// Subscribes to the publisher: each value runs the action.
    func subscribe() -> ReceiveSubscription
    /// The subscription this frame's view keeps: `kept`, running this view's action, when the
    /// view subscribes to the same publisher as `previous` (the last frame's view); else the new
    /// publisher is subscribed to and `kept` cancelled.
    func renew(_ kept: ReceiveSubscription, previous: Any) -> ReceiveSubscription
}

extension SubscriptionView: ReceiveSubscribing {
    func subscribe() -> ReceiveSubscription {
        let holder = ActionHolder(action)
        let token = publisher.sink { [weak holder] value in holder?.action(value) }
        return ReceiveSubscription(holder: holder, token: token)
    }

    func renew(_ kept: ReceiveSubscription, previous: Any) -> ReceiveSubscription {
        if let previous = previous as? Self, PublisherIdentity.isSame(previous.publisher, publisher),
           let holder = kept.holder as? ActionHolder<PublisherType.Output> {
            holder.action = action
            return kept
        }
        // The new subscription first: a publisher both reach (an `autoconnect()` inside another
        // publisher) keeps its connection.
        let renewed = subscribe()
        kept.token.cancel()
        return renewed
    }
}

/// Whether a view's publisher is the one it subscribed to in the last frame, as SwiftUI
/// compares a view's inputs: the same object for a publisher that is an object (a timer's
/// `autoconnect()`, a subject), and for a value (`model.$name`, `subject.map { … }`,
/// `eraseToAnyPublisher()`) the same values and objects inside it, closures counting as the
/// same. A view whose body makes a new timer each time it is evaluated subscribes to each new one.
enum PublisherIdentity {
    static func isSame(_ old: Any, _ new: Any, depth: Int = 0) -> Bool {
        guard ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new)) else { return false }
        if type(of: new) is AnyClass {
            return (old as AnyObject) === (new as AnyObject)
        }
        if old is any Equatable { return ValueComparison.isSame(old, new) }
        guard depth < 8 else { return true }
        let oldChildren = Mirror(reflecting: old).children
        let newChildren = Mirror(reflecting: new).children
        guard oldChildren.count == newChildren.count else { return false }
        return zip(oldChildren, newChildren).allSatisfy { isSame($0.value, $1.value, depth: depth + 1) }
    }
}
