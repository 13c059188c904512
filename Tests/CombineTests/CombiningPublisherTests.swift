import Combine
import Foundation
import Testing
import Expectations

/// combineLatest and merge take two publishers' values as Combine's do.
@Suite struct CombiningPublisherTests {
    @Test func combineLatestSendsAPairEachTimeEitherSendsOnceBothHave() {
        let email = PassthroughSubject<String, Never>()
        let password = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(email.combineLatest(password) { !$0.isEmpty && $1.count >= 4 })
        email.send("a@b.c")
        expectEqual(recorder.events, [])
        password.send("abc")
        password.send("abcd")
        email.send("")
        expectEqual(recorder.events, ["false", "true", "false"])
        token.cancel()
    }

    @Test func combineLatestFinishesWhenBothFinishAndFailsWhenEitherFails() {
        let a = PassthroughSubject<Int, Broken>()
        let b = PassthroughSubject<Int, Broken>()
        let recorder = Recorder()
        let token = recorder.follow(a.combineLatest(b).map { "\($0)+\($1)" })
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        expectEqual(recorder.events, ["1+2", "1+3"])
        b.send(completion: .finished)
        expectEqual(recorder.events, ["1+2", "1+3", "finished"])
        let failing = Recorder()
        let c = PassthroughSubject<Int, Broken>()
        let other = failing.follow(c.combineLatest(PassthroughSubject<Int, Broken>()))
        c.send(completion: .failure(Broken()))
        expectEqual(failing.events, ["failure(broken)"])
        token.cancel()
        other.cancel()
    }

    @Test func combineLatestKeepsTheLatestPairUntilItIsAskedFor() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        let subscriber = CountingSubscriber(asking: .none)
        a.combineLatest(b) { $0 + $1 }.subscribe(subscriber)
        a.send(2)
        expectEqual(subscriber.values, [])
        subscriber.more(.max(1))
        expectEqual(subscriber.values, [12])
        subscriber.more(.max(1))
        expectEqual(subscriber.values, [12])
        b.send(20)
        expectEqual(subscriber.values, [12, 22])
        subscriber.cancel()
    }

    @Test func mergeSendsBothPublishersValuesInTheOrderSent() {
        let taps = PassthroughSubject<String, Never>()
        let keys = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(taps.merge(with: keys))
        taps.send("tap")
        keys.send("key")
        taps.send("tap")
        taps.send(completion: .finished)
        keys.send("key")
        keys.send(completion: .finished)
        expectEqual(recorder.events, ["tap", "key", "tap", "key", "finished"])
        token.cancel()
    }

    @Test func mergeHoldsValuesUntilTheyAreAskedFor() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = CountingSubscriber(asking: .max(1))
        a.merge(with: b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        expectEqual(subscriber.values, [1])
        subscriber.more(.max(5))
        expectEqual(subscriber.values, [1, 2, 3])
        subscriber.cancel()
    }
}
