import Combine
import Foundation
import Testing
import Expectations

@Suite struct OperatorTests {
    @Test func mapTransformsEachValue() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder()
        let token = recorder.follow(subject.map { $0 * 10 })
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        expectEqual(recorder.events, ["10", "20", "finished"])
        token.cancel()
    }

    @Test func mapTakesAKeyPath() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(subject.map(\.count))
        subject.send("four")
        expectEqual(recorder.events, ["4"])
        token.cancel()
    }

    @Test func filterLeavesOutValuesThatFailTheTest() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder()
        let token = recorder.follow(subject.filter { $0.isMultiple(of: 2) })
        for value in 1...6 { subject.send(value) }
        expectEqual(recorder.events, ["2", "4", "6"])
        token.cancel()
    }

    @Test func removeDuplicatesLeavesOutRepeatsOfTheValueBefore() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(subject.removeDuplicates())
        for value in ["a", "a", "b", "b", "a"] { subject.send(value) }
        expectEqual(recorder.events, ["a", "b", "a"])
        token.cancel()
    }

    @Test func removeDuplicatesTakesAPredicate() {
        let subject = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(subject.removeDuplicates { $0.lowercased() == $1.lowercased() })
        for value in ["a", "A", "b"] { subject.send(value) }
        expectEqual(recorder.events, ["a", "b"])
        token.cancel()
    }

    @Test func aFilteredValueStillLeavesTheSubscribersDemand() {
        // A subscriber asking for two values gets two that pass, however many are left out.
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = CountingSubscriber(asking: .max(2))
        subject.filter { $0 > 5 }.subscribe(subscriber)
        for value in [1, 2, 6, 3, 7, 8] { subject.send(value) }
        expectEqual(subscriber.values, [6, 7])
        subscriber.cancel()
    }

    @Test func operatorsChainAsInAViewModel() {
        let query = PassthroughSubject<String, Never>()
        let recorder = Recorder()
        let token = recorder.follow(
            query.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.removeDuplicates().eraseToAnyPublisher())
        for text in ["", " swift ", "swift", "ui"] { query.send(text) }
        expectEqual(recorder.events, ["swift", "ui"])
        token.cancel()
    }

    @Test func justSendsItsValueThenFinishes() {
        let recorder = Recorder()
        let token = recorder.follow(Just(7).map { $0 + 1 })
        expectEqual(recorder.events, ["8", "finished"])
        expectEqual(Just(1), Just(1))
        token.cancel()
    }

    @Test func anErasedPublisherHidesItsType() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let erased: AnyPublisher<Int, Never> = subject.map { $0 * 2 }.eraseToAnyPublisher()
        expectEqual(String(describing: type(of: erased)), "AnyPublisher<Int, Never>")
        expectEqual(String(describing: type(of: erased.eraseToAnyPublisher())), "AnyPublisher<Int, Never>")
        let recorder = Recorder()
        let token = recorder.follow(erased)
        subject.send(2)
        expectEqual(recorder.events, ["2", "4"])
        token.cancel()
    }

    @Test func operatorTypesAreCombines() {
        let subject = PassthroughSubject<Int, Never>()
        expectEqual(String(describing: type(of: subject.map { "\($0)" })), "Map<PassthroughSubject<Int, Never>, String>")
        expectEqual(String(describing: type(of: subject.filter { $0 > 0 })), "Filter<PassthroughSubject<Int, Never>>")
        expectEqual(String(describing: type(of: subject.removeDuplicates())), "RemoveDuplicates<PassthroughSubject<Int, Never>>")
        #expect(String(reflecting: type(of: subject.map { $0 })).hasSuffix("Publishers.Map<CombineCore.PassthroughSubject<Swift.Int, Swift.Never>, Swift.Int>"))
    }
}
