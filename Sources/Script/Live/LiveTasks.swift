import Builders

/// The bodies of `task` modifiers of a file run live, handed from the tasks the runtime starts
/// to the thread that runs the app: the reader's evaluator is not shared between threads, so a
/// task's body runs between keys, where actions run (``runPending()``, called by the app's loop).
///
/// A task started when its view appears posts its body here; a task cancelled first (its view
/// left the tree) posts nothing, as a cancelled task in SwiftUI stops.
public final class LiveTasks: @unchecked Sendable {
    private let lock = NSLock()
    private let arrival = DispatchSemaphore(value: 0)
    private var pending: [Work] = []

    init() {}

    /// A body to run on the app's thread; it is only ever run there.
    struct Work: @unchecked Sendable {
        let run: () -> Void
    }

    /// A `task` modifier's body, given its run's link; it is only ever run on the app's thread.
    struct Body: @unchecked Sendable {
        let run: (TaskLink) -> Void
    }

    /// The closure a `task` modifier runs: it hands `action` to the app's thread with the run's
    /// link (which `action` ends when its body ends), and lasts until then, passing a
    /// cancellation on to the body.
    func starter(_ action: @escaping (TaskLink) -> Void) -> @Sendable () async -> Void {
        let body = Body(run: action)
        return { [self] in
            guard !Task.isCancelled else { return }
            let link = TaskLink()
            post(Work {
                guard !link.isCancelled else { return }
                body.run(link)
            })
            await withTaskCancellationHandler {
                await link.waitForEnd()
            } onCancel: {
                link.cancel()
            }
        }
    }

    private func post(_ work: Work) {
        lock.lock()
        pending.append(work)
        lock.unlock()
        arrival.signal()
    }

    /// Runs the bodies posted since the last call, in the order posted; returns how many ran.
    @discardableResult
    public func runPending() -> Int {
        lock.lock()
        let taken = pending
        pending.removeAll()
        lock.unlock()
        // Each body taken was counted by the semaphore when posted: the count goes with it.
        for _ in taken { _ = arrival.wait(timeout: .now()) }
        for work in taken { work.run() }
        return taken.count
    }

    /// Waits until a body is posted (or `timeout` passes); returns whether one was.
    /// For a driver without a loop: tests wait for a task's body before running it.
    public func waitForPosted(timeout: DispatchTimeInterval) -> Bool {
        guard arrival.wait(timeout: .now() + timeout) == .success else { return false }
        // The count stays as it was: the body is still pending.
        arrival.signal()
        return true
    }
}
