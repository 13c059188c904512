import Combine
import Testing
import Expectations

@Suite struct PassthroughSubjectTests {
    @Test func sendsEachValueToTheSubscribersThenItsCompletion() {
        let subject = PassthroughSubject<Int, Broken>()
        let first = Recorder(), second = Recorder()
        let tokens = [first.follow(subject), second.follow(subject)]
        subject.send(1)
        subject.send(2)
        subject.send(completion: .failure(Broken()))
        subject.send(3)
        expectEqual(first.events, ["1", "2", "failure(broken)"])
        expectEqual(second.events, first.events)
        expectEqual(tokens.count, 2)
    }

    @Test func aLateSubscriberMissesEarlierValues() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("early")
        let recorder = Recorder()
        let token = recorder.follow(subject)
        subject.send("late")
        expectEqual(recorder.events, ["late"])
        token.cancel()
    }

    @Test func aSubscriberAfterTheEndReceivesTheCompletionAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(completion: .finished)
        let recorder = Recorder()
        let token = recorder.follow(subject)
        expectEqual(recorder.events, ["finished"])
        token.cancel()
    }

    @Test func aSubscriberMaySendToTheSubjectWhileReceiving() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let token = subject.sink { value in
            seen.append(value)
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        expectEqual(seen, [1, 2, 3])
        token.cancel()
    }

    @Test func aSubjectOfVoidIsSentWithoutAValue() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let token = subject.sink { count += 1 }
        subject.send()
        subject.send()
        expectEqual(count, 2)
        token.cancel()
    }
}

@Suite struct CurrentValueSubjectTests {
    @Test func aSubscriberReceivesTheCurrentValueFirst() {
        let subject = CurrentValueSubject<Int, Never>(3)
        let recorder = Recorder()
        let token = recorder.follow(subject)
        subject.send(4)
        subject.value = 5
        expectEqual(recorder.events, ["3", "4", "5"])
        expectEqual(subject.value, 5)
        token.cancel()
    }

    @Test func sendingAfterTheEndChangesNothing() {
        let subject = CurrentValueSubject<String, Never>("a")
        subject.send(completion: .finished)
        subject.send("b")
        expectEqual(subject.value, "a")
    }

    @Test func aSubscriberNotAskingForValuesGetsTheLatestWhenItAsks() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscriber = CountingSubscriber(asking: .max(1))
        subject.subscribe(subscriber)
        subject.send(2)
        subject.send(3)
        expectEqual(subscriber.values, [1])
        subscriber.more(.max(1))
        subject.send(4)
        expectEqual(subscriber.values, [1, 3])
        subscriber.more(.max(1))
        expectEqual(subscriber.values, [1, 3, 4])
        subscriber.cancel()
    }
}

/// A subscriber asking for a given number of values, then more when told.
final class CountingSubscriber: Subscriber, @unchecked Sendable {
    typealias Input = Int
    typealias Failure = Never

    private(set) var values: [Int] = []
    private var subscription: (any Subscription)?
    private let first: Subscribers.Demand

    init(asking first: Subscribers.Demand) {
        self.first = first
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(first)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {}

    /// Asks for `demand` more values.
    func more(_ demand: Subscribers.Demand) {
        subscription?.request(demand)
    }

    /// Ends the subscription. The subscriber holds its subscription and the subscription its
    /// subscriber, as in Combine: until one is cancelled, neither is released.
    func cancel() {
        subscription?.cancel()
        subscription = nil
    }
}

@Suite struct DemandTests {
    @Test func demandsAddAndSubtractWithoutGoingBelowNone() {
        expectEqual(Subscribers.Demand.max(2) + .max(3), .max(5))
        expectEqual(Subscribers.Demand.max(2) + .unlimited, .unlimited)
        expectEqual(Subscribers.Demand.unlimited - 5, .unlimited)
        expectEqual(Subscribers.Demand.max(2) - 5, .none)
        expectEqual(Subscribers.Demand.max(-1), .none)
        expectEqual(Subscribers.Demand.max(Int.max) + 1, .unlimited)
        #expect(Subscribers.Demand.unlimited > 1_000)
        #expect(Subscribers.Demand.none < .max(1))
        expectEqual(Subscribers.Demand.max(3).max, 3)
        expectEqual(Subscribers.Demand.unlimited.max, nil)
        expectEqual(Subscribers.Demand.max(3).description, "max(3)")
    }
}
