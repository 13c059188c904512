import Combine
import Foundation

/// What a publisher sent, in order, as one list: values as their descriptions, then
/// `finished` or `failure(…)`.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// Everything recorded so far.
    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Records `event`.
    func record(_ event: String) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    /// Subscribes to `publisher`, recording what it sends until the token is released.
    func follow<P: Publisher>(_ publisher: P) -> AnyCancellable {
        publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: self.record("finished")
                case .failure(let error): self.record("failure(\(error))")
                }
            },
            receiveValue: { self.record("\($0)") })
    }
}

/// An error a publisher fails with in tests.
struct Broken: Error, Equatable, CustomStringConvertible {
    var description: String { "broken" }
}
