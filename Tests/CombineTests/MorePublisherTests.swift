import Combine
import Foundation
import Testing
import Expectations

/// compactMap, dropFirst, Empty, Fail and Future behave as Combine's.
@Suite struct MorePublisherTests {
    @Test func compactMapSendsOnlyTheValuesATransformGives() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(subject.compactMap { Int($0) })
        for text in ["1", "x", "22", ""] { subject.send(text) }
        expectEqual(recorder.events, ["1", "22"])
        token.cancel()
    }

    @Test func aValueCompactMapLeavesOutStillLeavesTheDemand() {
        let subject = PassthroughSubject<String, Never>()
        let subscriber = CountingSubscriber(asking: .max(2))
        subject.compactMap { Int($0) }.subscribe(subscriber)
        for text in ["a", "3", "b", "4", "5"] { subject.send(text) }
        expectEqual(subscriber.values, [3, 4])
        subscriber.cancel()
    }

    @Test func dropFirstLeavesOutThePublishedValueSentOnSubscription() {
        let model = CurrentValueSubject<Int, Never>(0)
        let recorder = Recorder()
        let token = recorder.follow(model.dropFirst())
        model.send(1)
        model.send(2)
        expectEqual(recorder.events, ["1", "2"])
        let three = Recorder()
        let more = three.follow(model.dropFirst(3))
        for value in 3...6 { model.send(value) }
        expectEqual(three.events, ["5", "6"])
        token.cancel()
        more.cancel()
    }

    @Test func emptyFinishesAtOnceUnlessToldNever() {
        let recorder = Recorder()
        let token = recorder.follow(Empty<Int, Never>())
        expectEqual(recorder.events, ["finished"])
        let silent = Recorder()
        let never = silent.follow(Empty<Int, Never>(completeImmediately: false))
        expectEqual(silent.events, [])
        token.cancel()
        never.cancel()
    }

    @Test func failEndsAtOnceWithItsError() {
        let recorder = Recorder()
        let token = recorder.follow(Fail<Int, Broken>(error: Broken()))
        expectEqual(recorder.events, ["failure(broken)"])
        token.cancel()
    }

    @Test func aFutureSendsItsOneResultToEachSubscriberAndIgnoresLaterOnes() {
        var fulfil: ((Result<Int, Broken>) -> Void)?
        let future = Future<Int, Broken> { promise in fulfil = promise }
        let early = Recorder()
        let first = early.follow(future)
        expectEqual(early.events, [])
        fulfil?(.success(42))
        fulfil?(.success(7))
        let late = Recorder()
        let second = late.follow(future)
        expectEqual(early.events, ["42", "finished"])
        expectEqual(late.events, ["42", "finished"])
        first.cancel()
        second.cancel()
    }

    @Test func aFutureNoOneHoldsStillDeliversAndAFailureEndsIt() {
        var fulfil: ((Result<Int, Broken>) -> Void)?
        let recorder = Recorder()
        let token = recorder.follow(Future<Int, Broken> { promise in fulfil = promise })
        fulfil?(.failure(Broken()))
        expectEqual(recorder.events, ["failure(broken)"])
        token.cancel()
        fulfil = nil
    }
}

/// A notification center's publisher sends the notifications of its name while subscribed.
@Suite struct NotificationPublisherTests {
    @Test func theNotificationsOfTheNameArePublishedUntilCancelled() {
        let center = NotificationCenter()
        let saved = Notification.Name("saved")
        let recorder = Recorder()
        let token = recorder.follow(center.publisher(for: saved).map { $0.name.rawValue })
        center.post(name: saved, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        center.post(name: saved, object: nil)
        expectEqual(recorder.events, ["saved", "saved"])
        token.cancel()
        center.post(name: saved, object: nil)
        expectEqual(recorder.events, ["saved", "saved"])
    }
}
