import Foundation

/// What ties a `task` modifier's run, a Swift task the app's runtime starts and cancels, to the
/// reader's task running the body: the runtime's task lasts until the body ends, and cancelling
/// it (the view went away, its `id` changed, the app ends) cancels the body, as SwiftUI cancels
/// a `.task` when its view disappears.
final class TaskLink: @unchecked Sendable {
    private let lock = NSLock()
    private var task: ReaderTask?
    private var cancelled = false
    private var ended = false
    private var waiter: CheckedContinuation<Void, Never>?

    /// Whether the runtime cancelled the run.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The reader's task running the body, kept until the run ends; cancelled at once when the
    /// run already was.
    func attach(_ task: ReaderTask) {
        lock.lock()
        let cancelled = self.cancelled
        if !ended { self.task = task }
        lock.unlock()
        if cancelled { task.cancel() }
    }

    /// Cancels the body's task, and ends the run: the runtime does not wait for a cancelled
    /// task, and a body that has not started never will.
    func cancel() {
        lock.lock()
        cancelled = true
        let task = self.task
        lock.unlock()
        task?.cancel()
        end()
    }

    /// The body ended (or will never run); a second call does nothing. The link lets go of the
    /// body's task, whose body holds the link: else the two would keep each other.
    func end() {
        lock.lock()
        ended = true
        task = nil
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume()
    }

    /// Returns when the body has ended.
    func waitForEnd() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if ended {
                lock.unlock()
                continuation.resume()
                return
            }
            waiter = continuation
            lock.unlock()
        }
    }
}
