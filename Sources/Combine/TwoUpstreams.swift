import Foundation
import CombineCore

/// What an operator on two publishers (`combineLatest`, `merge`) keeps of them: its downstream
/// subscriber, the two upstream subscriptions, which sides finished, and the lock guarding the
/// state its subclass adds. It finishes when both sides finish and fails when either fails,
/// cancelling the other; cancelling it cancels both.
class TwoUpstreams<Downstream: Subscriber>: @unchecked Sendable {
    let lock = NSLock()
    /// The subscriber, until the operator ends or is cancelled.
    var downstream: Downstream?
    private var finished: Set<Int> = []
    private var upstreams: [Int: any Subscription] = [:]

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    /// A subscriber to side `side` (0 or 1) that hands each value to `receiveValue`.
    func side<Input>(_ side: Int, _ receiveValue: @escaping (Input) -> Void) -> SideSubscriber<Input, Downstream> {
        SideSubscriber(owner: self, side: side, receiveValue: receiveValue)
    }

    /// Keeps `subscription`, the upstream subscription of `side`, to cancel it; cancels it at
    /// once when the operator has ended.
    fileprivate func attach(_ subscription: any Subscription, side: Int) {
        lock.lock()
        let ended = downstream == nil
        if !ended { upstreams[side] = subscription }
        lock.unlock()
        if ended { subscription.cancel() }
    }

    /// Side `side` ended: the downstream ends when both have finished or one has failed.
    fileprivate func complete(_ completion: Subscribers.Completion<Downstream.Failure>, side: Int) {
        lock.lock()
        var end: Subscribers.Completion<Downstream.Failure>?
        switch completion {
        case .failure: end = completion
        case .finished:
            finished.insert(side)
            if finished.count == 2 { end = .finished }
        }
        guard let end, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        let others = upstreams.values
        upstreams = [:]
        lock.unlock()
        for upstream in others { upstream.cancel() }
        downstream.receive(completion: end)
    }

    /// Ends the operator: no more values go downstream, and both upstreams are cancelled.
    func cancel() {
        lock.lock()
        downstream = nil
        let others = upstreams.values
        upstreams = [:]
        willCancelLocked()
        lock.unlock()
        for upstream in others { upstream.cancel() }
    }

    /// Drops the subclass's state as the operator is cancelled, under the lock.
    func willCancelLocked() {}
}

/// The subscriber to one side of a ``TwoUpstreams`` operator: asks for every value and hands
/// each to the operator.
struct SideSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    fileprivate let owner: TwoUpstreams<Downstream>
    fileprivate let side: Int
    fileprivate let receiveValue: (Input) -> Void

    func receive(subscription: any Subscription) {
        owner.attach(subscription, side: side)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        receiveValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        owner.complete(completion, side: side)
    }
}
