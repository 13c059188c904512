import CombineCore
import ScriptSyntax

// The Combine app models use, read: subjects, `$name` of a `@Published` property, `Just`, the
// common operators, `sink` and `assign(to:on:)`, and `store(in:)`. Values flow as the app's
// code sends them; the operators that wait (`debounce`, `delay`, `receive(on:)`) wait on the
// app's loop, so nothing they hold back arrives in a static reading.
extension Evaluator {
    /// `PassthroughSubject<T, Never>()`, `CurrentValueSubject<T, Never>(initial)`, `Just(value)`,
    /// `Empty()`; nil for another name.
    func makePublisher(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        switch name {
        case "PassthroughSubject":
            return .swiftValue(ReaderSubject(current: nil))
        case "CurrentValueSubject":
            guard let initial = arguments.first?.value else {
                throw Diagnostic(location: location, message: "CurrentValueSubject needs its first value, as CurrentValueSubject<Int, Never>(0)")
            }
            return .swiftValue(ReaderSubject(current: initial.bound))
        case "Just":
            guard let value = arguments.first?.value.bound else {
                throw Diagnostic(location: location, message: "Just needs its value, as Just(1)")
            }
            return .swiftValue(ReaderStream { receive in
                receive(value)
                return ReaderCancellable()
            })
        case "Empty":
            return .swiftValue(ReaderStream { _ in ReaderCancellable() })
        case "AnyCancellable":
            return .swiftValue(ReaderCancellable())
        default:
            return nil
        }
    }

    /// The stream a publisher value of the files' code is.
    static func stream(of held: Any) -> ReaderStream? {
        switch held {
        case let stream as ReaderStream: stream
        case let subject as ReaderSubject: subject.stream
        default: nil
        }
    }

    /// A method of a subject, a publisher or a subscription of the files' code; nil for another.
    func combineMethod(_ held: Any, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        if let subject = held as? ReaderSubject {
            switch name {
            case "send":
                if arguments.first?.label == "completion" {
                    subject.finish()
                } else {
                    subject.send(arguments.first?.value.bound ?? .void)
                }
                return .void
            default: break
            }
        }
        if let subscription = held as? ReaderCancellable {
            switch name {
            case "cancel":
                subscription.cancel()
                return .void
            case "store":
                // `store(in: &cancellables)`: kept in the collection the argument writes back to.
                guard case .binding(let cell)? = arguments.first?.value else { return .void }
                if case .array(let kept) = cell.value {
                    cell.value = .array(kept + [.swiftValue(subscription)])
                } else {
                    cell.value = .array([.swiftValue(subscription)])
                }
                return .void
            default: return nil
            }
        }
        guard let upstream = Self.stream(of: held) else { return nil }
        return try operate(upstream, name, arguments, at: location)
    }

    /// `upstream.name(arguments)`: an operator's stream, or a subscriber's subscription.
    private func operate(_ upstream: ReaderStream, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let closure = arguments.last { if case .closure = $0.value { true } else { false } }?.value
        // The evaluator is held weakly: a subject kept by an object of the files holds these
        // closures, and the evaluator's session holds the object.
        let transform: (Value) -> Value? = { [weak self] value in closure.flatMap { self?.callBack($0, [value], at: location) } }
        func stream(_ attach: @escaping (@escaping (Value) -> Void) -> ReaderCancellable) -> Value { .swiftValue(ReaderStream(attach: attach)) }
        switch name {
        case "eraseToAnyPublisher", "share", "makeConnectable", "autoconnect":
            return .swiftValue(upstream)
        case "map":
            if case .keyPath(let path)? = arguments.first?.value {
                return stream { receive in upstream.attach { [weak self] value in
                    if let self, let mapped = try? self.readKeyPath(path, of: value, at: location) { receive(mapped) }
                } }
            }
            return stream { receive in upstream.attach { value in if let mapped = transform(value) { receive(mapped) } } }
        case "compactMap":
            return stream { receive in upstream.attach { value in
                if let mapped = transform(value), !mapped.isNull { receive(mapped) }
            } }
        case "filter":
            return stream { receive in upstream.attach { value in
                if case .bool(true)? = transform(value) { receive(value) }
            } }
        case "removeDuplicates":
            return stream { [weak self] receive in
                var last: Value?
                return upstream.attach { value in
                    defer { last = value }
                    guard let previous = last else { return receive(value) }
                    let same: Bool
                    if let closure, let self {
                        same = { if case .bool(true)? = self.callBack(closure, [previous, value], at: location) { true } else { false } }()
                    } else {
                        same = ValueKey(previous).map { $0 == ValueKey(value) } ?? false
                    }
                    if !same { receive(value) }
                }
            }
        case "dropFirst":
            let count = arguments.first.flatMap { if case .int(let count) = $0.value { count } else { nil } } ?? 1
            return stream { receive in
                var dropped = 0
                return upstream.attach { value in
                    if dropped < count { dropped += 1 } else { receive(value) }
                }
            }
        case "prepend":
            let first = arguments.map(\.value)
            return stream { receive in
                first.forEach(receive)
                return upstream.attach(receive)
            }
        case "debounce", "delay", "receive", "throttle":
            let seconds = name == "receive" ? 0 : try Self.schedulerDelay(arguments, at: location)
            return stream { [weak self] receive in
                var pending: MainLoop.Work?
                let attached = upstream.attach { value in
                    guard let self else { return }
                    if name == "debounce" { pending?.cancel() }
                    pending = self.schedule(after: seconds, every: nil, at: location) { receive(value) }
                }
                return ReaderCancellable {
                    pending?.cancel()
                    attached.cancel()
                }
            }
        case "combineLatest":
            guard let other = arguments.first.flatMap({ if case .swiftValue(let held) = $0.value { Self.stream(of: held) } else { nil } }) else { return nil }
            return stream { [weak self] receive in
                var left: Value?
                var right: Value?
                func emit() {
                    guard let left, let right else { return }
                    let pair = Value.tuple([(nil, left), (nil, right)])
                    if let closure, let self {
                        if let combined = self.callBack(closure, [left, right], at: location) { receive(combined) }
                    } else {
                        receive(pair)
                    }
                }
                let first = upstream.attach { left = $0; emit() }
                let second = other.attach { right = $0; emit() }
                return ReaderCancellable {
                    first.cancel()
                    second.cancel()
                }
            }
        case "merge":
            guard let other = arguments.first.flatMap({ if case .swiftValue(let held) = $0.value { Self.stream(of: held) } else { nil } }) else { return nil }
            return stream { receive in
                let first = upstream.attach(receive)
                let second = other.attach(receive)
                return ReaderCancellable {
                    first.cancel()
                    second.cancel()
                }
            }
        case "sink":
            let receiveValue = arguments.first { $0.label == "receiveValue" }?.value ?? (arguments.count == 1 ? closure : nil)
            return .swiftValue(upstream.attach { [weak self] value in
                if let self, let receiveValue { _ = self.callBack(receiveValue, [value], at: location) }
            })
        case "assign":
            // `assign(to: \.name, on: object)`.
            guard case .keyPath(let path)? = arguments.first(where: { $0.label == "to" })?.value,
                  let target = arguments.first(where: { $0.label == "on" })?.value, let property = path.first, path.count == 1 else {
                throw Diagnostic(location: location, message: "expected assign(to: \\.property, on: object)")
            }
            return .swiftValue(upstream.attach { [weak self] value in
                guard let self else { return }
                do {
                    _ = try self.setMember(property, of: target, to: value, at: location)
                } catch {
                    self.live?.report(error)
                }
            })
        default:
            return nil
        }
    }

    /// Calls `callee` (a closure or function of the files' code) with `values`; its error is
    /// reported as an action's (a subscriber cannot throw) and nil is given.
    func callBack(_ callee: Value, _ values: [Value], at location: SourceLocation) -> Value? {
        do {
            switch callee {
            case .closure(let closure, let captured):
                return try callClosure(closure, captured, values.map { (nil, $0) }, at: location)
            case .function(let function):
                return try function.call(values.map { (nil, $0) }, location)
            default:
                return try callValue(callee, [], at: location)
            }
        } catch {
            live?.report(error)
            return nil
        }
    }

    /// `value[keyPath: \.a.b]`.
    func readKeyPath(_ path: [String], of value: Value, at location: SourceLocation) throws -> Value {
        var result = value
        for name in path {
            guard let next = try member(of: result, name, at: location) else {
                throw Diagnostic(location: location, message: "\(result.kindDescription) has no member '\(name)'")
            }
            result = next
        }
        return result
    }

    /// The wait of `debounce(for: .milliseconds(300), scheduler: …)`, `delay(for: 1, scheduler: …)`.
    static func schedulerDelay(_ arguments: [ArgumentValue], at location: SourceLocation) throws -> Double {
        guard let wait = arguments.first(where: { $0.label == "for" })?.value else { return 0 }
        if let seconds = wait.number ?? durationSeconds(wait) { return seconds }
        throw Diagnostic(location: location, message: "expected a wait such as .milliseconds(300), found \(wait.kindDescription)")
    }
}
