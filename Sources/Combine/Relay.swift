import CombineCore

/// An operator's subscriber that hands the upstream subscription and completion straight to the
/// downstream subscriber and each value to `receiveValue`: `map`, `filter` and
/// `removeDuplicates` change values, not the way they are asked for.
struct Relay<Input, Failure: Error, Downstream: Subscriber>: Subscriber where Downstream.Failure == Failure {
    let downstream: Downstream
    /// Hands a value on (or not), returning the demand it adds.
    let receiveValue: (Input) -> Subscribers.Demand

    init(downstream: Downstream, receiveValue: @escaping (Input) -> Subscribers.Demand) {
        self.downstream = downstream
        self.receiveValue = receiveValue
    }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        receiveValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}
