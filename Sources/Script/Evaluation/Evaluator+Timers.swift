import CombineCore
import Foundation
import ScriptSyntax

// Work an app puts on its main loop: `DispatchQueue.main.async { … }`,
// `DispatchQueue.main.asyncAfter(deadline: .now() + 2) { … }`, `Timer.scheduledTimer(…)` and
// `Timer.publish(…).autoconnect()`. Run live, each runs on the app's loop at its time (the
// app's clock: a test moving a manual clock runs it without waiting); a static reading runs none.
extension Evaluator {
    /// `DispatchQueue.main`, `RunLoop.main`: the app's loop, as a value; nil for another member.
    func mainLoopMember(_ typeName: String, _ name: String) -> Value? {
        guard name == "main", typeName == "DispatchQueue" || typeName == "RunLoop" || typeName == "OperationQueue" else { return nil }
        return .opaque("DispatchQueue.main")
    }

    /// `DispatchQueue.main.async { … }`, `.asyncAfter(deadline: .now() + 1) { … }`: the closure
    /// scheduled on the app's loop; nil for another method.
    func mainQueueMethod(_ name: String, _ arguments: [Argument], at location: SourceLocation) throws -> Value? {
        let delay: Double
        switch name {
        case "async", "addOperation", "perform": delay = 0
        case "asyncAfter":
            guard let deadline = arguments.first(where: { $0.label == "deadline" || $0.label == "wallDeadline" }) else {
                throw Diagnostic(location: location, message: "asyncAfter needs 'deadline:', as asyncAfter(deadline: .now() + 1)")
            }
            delay = try secondsFromNow(deadline.value)
        default: return nil
        }
        guard let body = arguments.last(where: { if case .closure = $0.value { true } else { false } }) else {
            throw Diagnostic(location: location, message: "DispatchQueue.main.\(name) needs a closure to run")
        }
        let action = try evaluate(body.value)
        schedule(after: delay, every: nil, at: body.location) { [weak self] in
            _ = try self?.callValue(action, [], at: body.location)
        }
        return .void
    }

    /// The seconds from now of a deadline written `.now() + 1.5`, `.now() + .seconds(2)` or `.now()`.
    private func secondsFromNow(_ deadline: Expr) throws -> Double {
        guard case .binary(let op, _, let offset, _) = deadline, op == "+" || op == "-" else { return 0 }
        let value = try evaluate(offset)
        let seconds: Double
        switch value {
        case .int(let count): seconds = Double(count)
        case .double(let count): seconds = count
        default:
            guard let duration = Self.durationSeconds(value) else {
                throw Diagnostic(location: offset.location, message: "expected seconds or a duration such as .seconds(1), found \(value.kindDescription)")
            }
            seconds = duration
        }
        return op == "+" ? seconds : -seconds
    }

    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }`: the block run on
    /// the app's loop every interval (or once), given the timer, which `invalidate()` stops;
    /// `Timer.publish(every: 1, on: .main, in: .common)`: a publisher of the ticks' dates for
    /// `onReceive`. Nil for another method of `Timer`.
    func timerMethod(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        switch name {
        case "scheduledTimer":
            guard let interval = arguments.first(where: { $0.label == "withTimeInterval" || $0.label == "timeInterval" })?.value,
                  let seconds = interval.number,
                  let block = arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value else {
                throw Diagnostic(location: location, message: "expected Timer.scheduledTimer(withTimeInterval:repeats:) with a block")
            }
            let repeats = arguments.first { $0.label == "repeats" }.map { if case .bool(true) = $0.value { true } else { false } } ?? false
            let timer = ReaderTimer()
            timer.work = schedule(after: seconds, every: repeats ? seconds : nil, at: location) { [weak self] in
                guard let self else { return }
                if case .closure(let closure, let captured) = block {
                    _ = try callClosure(closure, captured, [(nil, .swiftValue(timer))], at: location)
                } else {
                    _ = try callValue(block, [], at: location)
                }
            }
            return .swiftValue(timer)
        case "publish":
            guard let seconds = arguments.first(where: { $0.label == "every" })?.value.number else {
                throw Diagnostic(location: location, message: "expected Timer.publish(every:on:in:) with the seconds between ticks")
            }
            return .swiftValue(ReaderTimerPublisher(interval: seconds))
        default:
            return nil
        }
    }

    /// Runs `action` on the app's loop after `seconds` (and every `interval` seconds after, when
    /// given), with the evaluation as the app's thread has it put back afterwards; its errors are
    /// reported as an action's. Nothing is scheduled in a static reading.
    @discardableResult
    func schedule(after seconds: Double, every interval: Double?, at location: SourceLocation, _ action: @escaping () throws -> Void) -> MainLoop.Work? {
        guard let session = live, let loop = MainLoop.active else { return nil }
        let (deadline, overflow) = loop.now.addingReportingOverflow(MainLoop.nanoseconds(ofSeconds: seconds))
        return loop.schedule(at: overflow ? UInt64.max : deadline, every: interval.map { MainLoop.nanoseconds(ofSeconds: $0) }) { [weak self] in
            guard let self else { return }
            let saved = context
            defer { context = saved }
            do {
                try action()
            } catch {
                session.report(error)
            }
        }
    }
}

/// A timer made by `Timer.scheduledTimer`, run on the app's loop: `invalidate()` stops it.
final class ReaderTimer {
    /// Its work on the app's loop; nil in a static reading.
    var work: MainLoop.Work?
    /// Whether `invalidate()` was called.
    private(set) var isValid = true

    /// `timer.invalidate()`, `timer.isValid`; nil for another member.
    func member(_ name: String) -> Value? {
        switch name {
        case "invalidate":
            work?.cancel()
            isValid = false
            return .void
        case "isValid": return .bool(isValid)
        default: return nil
        }
    }
}

extension Value {
    /// The value as a Double, when it is a number.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
