import CombineCore
import Foundation
import ScriptSyntax

/// What an evaluation in progress depends on besides its values: saved when a task of the files
/// hands the evaluator back to the app's thread, put back when the task has its turn again.
struct EvaluationContext {
    var scope: Scope
    var depth: Int
    var expanding: [String]
    var buildingRoot: Bool
    var environmentObjects: [String: Value]
    var environmentValues: [String: Value]
    var liveEvaluation: LiveEvaluation?
    var viewCallLocation: SourceLocation?
    var expectedType: TypeRef?
    var task: ReaderTask?
}

// Swift's concurrency as app code uses it, run live: `Task { … }`, `Task.sleep`, `Task.yield`,
// cancellation, `MainActor.run`, and the work an app puts on the main queue or a timer. Each
// body runs on the app's loop (``ReaderTask``), one at a time, as a SwiftUI app's main actor runs
// them; a static reading runs none of them, as it runs no action.
extension Evaluator {
    /// The evaluation in progress.
    var context: EvaluationContext {
        get {
            EvaluationContext(
                scope: scope, depth: depth, expanding: expanding, buildingRoot: buildingRoot,
                environmentObjects: environmentObjects, environmentValues: environmentValues,
                liveEvaluation: liveEvaluation, viewCallLocation: viewCallLocation, expectedType: expectedType, task: task)
        }
        set {
            scope = newValue.scope
            depth = newValue.depth
            expanding = newValue.expanding
            buildingRoot = newValue.buildingRoot
            environmentObjects = newValue.environmentObjects
            environmentValues = newValue.environmentValues
            liveEvaluation = newValue.liveEvaluation
            viewCallLocation = newValue.viewCallLocation
            expectedType = newValue.expectedType
            task = newValue.task
        }
    }

    /// Starts `body` (a closure taking no arguments) as a task on the app's loop when live, after
    /// the code that started it; errors it does not catch are reported as an action's are. Returns
    /// the task, or nil when nothing runs (a static reading).
    @discardableResult
    func startTask(_ body: Value, at location: SourceLocation) -> ReaderTask? {
        guard let session = live, let loop = MainLoop.active else { return nil }
        let task = ReaderTask(loop: loop) { [weak self] task in
            self?.runTask(task, body, session: session, at: location)
        }
        task.start()
        return task
    }

    /// Runs a `task` modifier's body (`body`, a closure taking no arguments) now, on the app's
    /// thread: as a task of its own until it first sleeps when the app's loop is at hand, else
    /// whole, its sleeps not waiting.
    func runTaskBody(_ body: Value, at location: SourceLocation, link: TaskLink? = nil) {
        guard let session = live else {
            link?.end()
            return
        }
        if let loop = MainLoop.active {
            let task = ReaderTask(loop: loop) { [weak self] task in
                defer { link?.end() }
                self?.runTask(task, body, session: session, at: location)
            }
            link?.attach(task)
            task.startNow()
            return
        }
        let saved = context
        defer {
            context = saved
            link?.end()
        }
        do {
            _ = try callValue(body, [], at: location)
        } catch {
            session.report(error)
        }
    }

    /// On the task's thread, with the turn: runs the body with the evaluator, and gives the
    /// evaluator back as the app's thread left it.
    private func runTask(_ task: ReaderTask, _ body: Value, session: LiveSession, at location: SourceLocation) {
        let outer = context
        task.outerContext = outer
        var own = outer
        own.task = task
        own.depth = 0
        context = own
        do {
            _ = try callValue(body, [], at: location)
        } catch let thrown as ThrownError where thrown.value.isCancellation {
            // A cancelled task that lets the cancellation out ends quietly, as in Swift.
        } catch {
            session.report(error)
        }
        context = task.outerContext ?? outer
    }

    /// `Task { … }`, `Task(priority: .high) { … }`, `Task.detached { … }`: the body (the last
    /// closure argument) started live; the value is the task, which `cancel()` cancels.
    func makeTask(_ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        guard let body = arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value else {
            throw Diagnostic(location: location, message: "Task needs its body as a closure: Task { … }")
        }
        guard let task = startTask(body, at: location) else { return .opaque("Task") }
        return .swiftValue(task)
    }

    /// Hands the turn back until `nanoseconds` have passed on the app's clock, inside a task run
    /// live (elsewhere nothing waits). A cancelled task's sleep ends at once and throws, as
    /// `Task.sleep` does; `throwing` false is `Task.yield()`, which never throws.
    func suspend(for nanoseconds: UInt64, throwing: Bool = true, at location: SourceLocation) throws {
        guard let task, task.canSleep, let outer = task.outerContext else { return }
        if throwing, task.isCancelled { throw Self.cancellation(at: location) }
        let (deadline, overflow) = task.loop.now.addingReportingOverflow(nanoseconds)
        let own = context
        context = outer
        task.sleep(until: overflow ? UInt64.max : deadline)
        task.outerContext = context
        context = own
        if throwing, task.isCancelled { throw Self.cancellation(at: location) }
    }

    /// The error a cancelled task's sleep throws: Swift's `CancellationError`.
    static func cancellation(at location: SourceLocation) -> ThrownError {
        ThrownError(value: .swiftValue(CancellationError()), location: location)
    }

    // MARK: Type members

    /// `Task.sleep(…)`, `Task.yield()`, `Task.isCancelled`, `Task.checkCancellation()`,
    /// `Task.detached { … }`, `MainActor.run { … }`; nil for another.
    func concurrencyStaticMethod(_ typeName: String, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        switch (typeName, name) {
        case ("Task", "sleep"):
            try suspend(for: try Self.sleepNanoseconds(arguments, at: location), at: location)
            return .void
        case ("Task", "yield"):
            try suspend(for: 0, throwing: false, at: location)
            return .void
        case ("Task", "checkCancellation"):
            if task?.isCancelled == true { throw Self.cancellation(at: location) }
            return .void
        case ("Task", "detached"):
            return try makeTask(arguments, at: location)
        case ("Timer", _):
            return try timerMethod(name, arguments, at: location)
        case ("MainActor", "run"):
            guard let body = arguments.last?.value else { return .void }
            return try callValue(body, [], at: location)
        default:
            return nil
        }
    }

    /// `Task.isCancelled`, `Task.currentPriority`; nil for another.
    func concurrencyStaticMember(_ typeName: String, _ name: String) -> Value? {
        guard typeName == "Task" else { return nil }
        switch name {
        case "isCancelled": return .bool(task?.isCancelled ?? false)
        case "currentPriority": return .member("medium")
        default: return nil
        }
    }

    /// A member of a task, a timer or a timer publisher made live (`task.cancel()`,
    /// `timer.invalidate()`, `timer.autoconnect()`); nil for another value or member.
    static func concurrencyMember(of held: Any, _ name: String) -> Value? {
        switch held {
        case let task as ReaderTask: taskMember(task, name)
        case let timer as ReaderTimer: timer.member(name)
        case let publisher as ReaderTimerPublisher: publisher.member(name)
        case let subject as ReaderSubject where name == "value": subject.current
        default: nil
        }
    }

    /// `task.cancel()`, `task.isCancelled` of a task value; nil for another value.
    static func taskMember(_ task: ReaderTask, _ name: String) -> Value? {
        switch name {
        case "cancel":
            task.cancel()
            return .void
        case "isCancelled": return .bool(task.isCancelled)
        default: return nil
        }
    }

    /// The wait `Task.sleep` is given: `nanoseconds: 1_000_000_000`, `for: .seconds(1)`
    /// (`.milliseconds`, `.microseconds`, `.nanoseconds` too), `seconds:` of the older spelling.
    static func sleepNanoseconds(_ arguments: [ArgumentValue], at location: SourceLocation) throws -> UInt64 {
        guard let argument = arguments.first else {
            throw Diagnostic(location: location, message: "Task.sleep needs 'nanoseconds:' or 'for:', as Task.sleep(for: .seconds(1))")
        }
        switch (argument.label, argument.value) {
        case ("nanoseconds", .int(let count)): return UInt64(max(0, count))
        case ("nanoseconds", .double(let count)): return MainLoop.nanoseconds(ofSeconds: count / 1e9)
        case ("for", let duration), ("until", let duration):
            if let seconds = durationSeconds(duration) { return MainLoop.nanoseconds(ofSeconds: seconds) }
        default: break
        }
        throw Diagnostic(location: location, message: "expected a duration such as .seconds(1) for Task.sleep, found \(argument.value.kindDescription)")
    }

    /// The seconds of a duration written `.seconds(2)`, `.milliseconds(500)`, `Duration.seconds(2)`.
    static func durationSeconds(_ value: Value) -> Double? {
        guard case .memberCall(let unit, let arguments) = value, let amount = arguments.first?.value else { return nil }
        let number: Double
        switch amount {
        case .int(let count): number = Double(count)
        case .double(let count): number = count
        default: return nil
        }
        switch unit {
        case "seconds": return number
        case "milliseconds": return number / 1e3
        case "microseconds": return number / 1e6
        case "nanoseconds": return number / 1e9
        default: return nil
        }
    }
}

extension Value {
    /// Whether the value is Swift's `CancellationError`.
    var isCancellation: Bool {
        if case .swiftValue(is CancellationError) = self { return true }
        return false
    }
}
