/// A Combine publisher of the files' code, as app models use one: a subject, a `@Published`
/// property's `$name`, `Just`, and the operators and subscribers chained on them
/// (``Evaluator/combineMethod(_:_:_:at:)``).
///
/// A stream is what attaching a receiver does: values reach the receiver, in order, on the
/// thread that sends them (the app's), until the returned ``ReaderCancellable`` is cancelled or
/// released, as Combine's `AnyCancellable` cancels when released.
final class ReaderStream {
    /// Attaches a receiver of values; the subscription lasts until the result is cancelled.
    let attach: (@escaping (Value) -> Void) -> ReaderCancellable

    init(attach: @escaping (@escaping (Value) -> Void) -> ReaderCancellable) {
        self.attach = attach
    }
}

/// A subscription of the files' code (`AnyCancellable`): `cancel()` ends it, and so does
/// releasing it, which is why a model keeps it with `store(in: &cancellables)`.
final class ReaderCancellable {
    private var onCancel: (() -> Void)?

    init(_ onCancel: (() -> Void)? = nil) {
        self.onCancel = onCancel
    }

    /// Ends the subscription (once).
    func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit {
        onCancel?()
    }
}

/// `PassthroughSubject<Value, Never>()` and `CurrentValueSubject<Value, Never>(initial)` of the
/// files' code: `send(_:)` hands a value to every subscriber; a current value subject keeps the
/// last value (`value`) and gives it to each new subscriber first.
final class ReaderSubject {
    /// The last value, for a current value subject; nil for a passthrough subject.
    private(set) var current: Value?
    private var receivers: [Int: (Value) -> Void] = [:]
    private var nextID = 0
    private var finished = false

    init(current: Value?) {
        self.current = current
    }

    /// Sends `value` to the subscribers, in the order they attached; nothing once finished.
    func send(_ value: Value) {
        guard !finished else { return }
        if current != nil { current = value }
        for id in receivers.keys.sorted() {
            receivers[id]?(value)
        }
    }

    /// `send(completion:)`: no value is sent after it.
    func finish() {
        finished = true
        receivers.removeAll()
    }

    /// The subject as a stream.
    var stream: ReaderStream {
        ReaderStream { [self] receive in
            nextID += 1
            let id = nextID
            receivers[id] = receive
            if let current { receive(current) }
            return ReaderCancellable { [weak self] in self?.receivers[id] = nil }
        }
    }
}
