import CombineCore
import Dispatch
import Foundation
import Glibc

/// A task of the files' code run live (`Task { … }`, a `task` modifier's body): its own thread,
/// taking turns with the app's.
///
/// The reader evaluates code by recursion, so a body that waits (`Task.sleep`, `Task.yield`)
/// keeps its place on a stack of its own: the task runs on a thread of its own, but only while
/// the app's thread waits for it. The app's loop gives the task a turn (``takeTurn()``, work on
/// the app's ``MainLoop``, at the loop's next run when started and at its deadline after a sleep);
/// the task runs until it sleeps or ends and hands the turn back. So the evaluator and the
/// values it holds are only ever used by one thread at a time, as the main actor runs a
/// SwiftUI app's tasks one piece at a time between frames; and a sleep follows the app's clock,
/// so that a test moving a manual clock wakes the task without waiting.
final class ReaderTask: @unchecked Sendable {
    /// What the task runs, on its thread; it is given the task.
    private let body: (ReaderTask) -> Void
    /// The loop that gives the task its turns.
    let loop: MainLoop
    private let lock = NSLock()
    /// Signalled to give the task its turn.
    private let turn = DispatchSemaphore(value: 0)
    /// Signalled when the task sleeps or ends, to give the turn back.
    private let handBack = DispatchSemaphore(value: 0)
    private var started = false
    private var finished = false
    private var cancelled = false
    private var hasThread = true
    /// The turn scheduled on the loop (the start, or the end of a sleep); nil while the task runs.
    private var nextTurn: MainLoop.Work?
    /// The evaluation the app's thread had when it gave the task its turn, put back when the task
    /// hands the turn back; only the thread holding the turn touches it.
    var outerContext: EvaluationContext?

    init(loop: MainLoop, body: @escaping (ReaderTask) -> Void) {
        self.loop = loop
        self.body = body
    }

    /// Schedules the task's first turn at the loop's next run (a `Task` starts after the code
    /// that made it, as on the main actor).
    func start() {
        schedule(at: loop.now)
    }

    /// Runs the task now, on the calling thread (the loop's), until it first sleeps or ends.
    func startNow() {
        takeTurn()
    }

    /// Whether the task was cancelled.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Cancels the task: a sleep ends at once (and throws), as a cancelled task's does.
    func cancel() {
        lock.lock()
        cancelled = true
        let sleeping = nextTurn != nil && started && !finished
        lock.unlock()
        if sleeping { schedule(at: loop.now) }
    }

    /// On the task's thread: hands the turn back until the loop's time `deadline`, or until the
    /// task is cancelled. Returns when the task has its turn again.
    func sleep(until deadline: UInt64) {
        schedule(at: isCancelled ? loop.now : deadline)
        handBack.signal()
        turn.wait()
    }

    private func schedule(at deadline: UInt64) {
        lock.lock()
        nextTurn?.cancel()
        nextTurn = loop.schedule(at: deadline) { [self] in takeTurn() }
        lock.unlock()
    }

    /// On the loop's thread: runs the task until it sleeps or ends.
    private func takeTurn() {
        lock.lock()
        nextTurn = nil
        let first = !started
        started = true
        let done = finished
        lock.unlock()
        guard !done else { return }
        if first, !startThread() {
            // No thread could be started: the body runs here, and its sleeps do not wait.
            lock.lock()
            hasThread = false
            lock.unlock()
            runBody()
        } else {
            turn.signal()
            handBack.wait()
        }
    }

    /// Starts the task's thread, which waits for its first turn; false when none could be started.
    private func startThread() -> Bool {
        let job = Unmanaged.passRetained(self)
        var attributes = pthread_attr_t()
        var thread = pthread_t()
        let made = pthread_attr_init(&attributes) == 0
            && pthread_attr_setstacksize(&attributes, LargeStack.size) == 0
            && pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                let task = Unmanaged<ReaderTask>.fromOpaque(context).takeRetainedValue()
                task.turn.wait()
                task.runBody()
                task.handBack.signal()
                return nil
            }, job.toOpaque()) == 0
        pthread_attr_destroy(&attributes)
        guard made else {
            job.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private func runBody() {
        loop.whileCurrent { body(self) }
        lock.lock()
        finished = true
        lock.unlock()
    }

    /// Whether the task runs on a thread of its own, so that it can wait in ``sleep(until:)``.
    var canSleep: Bool {
        lock.lock()
        defer { lock.unlock() }
        return hasThread
    }
}
