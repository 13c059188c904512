import Dispatch
import Foundation
import Glibc

/// Waits for a terminal's input on the main thread while the main actor's work runs: a task of a
/// `@MainActor` view model (`.task { await model.load() }`), `Task { @MainActor in … }`,
/// `DispatchQueue.main.async`. The loop waits in the main run loop, which runs that work as it
/// comes; a thread of its own watches the input and wakes the run loop when keys come, so a key
/// is not kept waiting and the main actor is never starved by a wait for keys.
///
/// Only the main thread has a main run loop: ``init(input:)`` gives nil anywhere else, and the
/// caller waits for its input as before.
final class MainThreadInputWait: @unchecked Sendable {
    /// What a wait ended with.
    enum Outcome: Equatable {
        /// The input has bytes (or has ended): read it.
        case input
        /// The time given passed.
        case timeout
        /// The main actor's work asked for a frame before the time passed.
        case woken
    }

    private let input: Int32
    /// Written once to end the watching thread.
    private let stopPipe: (read: Int32, write: Int32)
    /// Signalled by the main thread once it read the input the watcher woke it for.
    private let inputTaken = DispatchSemaphore(value: 0)
    /// Signalled by the watcher as it ends.
    private let finished = DispatchSemaphore(value: 0)
    /// Guards `waitingForRead` and `stopping`.
    private let lock = NSLock()
    /// Whether the watcher woke the main thread and waits for its read.
    private var waitingForRead = false
    /// Whether ``stop()`` was called: the watcher waits for nothing more.
    private var stopping = false

    /// Starts watching `input`; nil when not called on the main thread or when no pipe can be made.
    init?(input: Int32) {
        guard Thread.isMainThread else { return nil }
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        self.input = input
        stopPipe = (descriptors[0], descriptors[1])
        let thread = Thread { [self] in watch() }
        thread.name = "terminal input"
        thread.start()
    }

    /// Runs the main actor's work until the input is ready, `wake()` is true, or `milliseconds`
    /// pass.
    func wait(milliseconds: Int32, wake: () -> Bool) -> Outcome {
        let deadline = Date().addingTimeInterval(Double(max(0, milliseconds)) / 1000)
        while true {
            if Self.isReady(input, timeout: 0) { return .input }
            if wake() { return .woken }
            guard Date() < deadline else { return .timeout }
            _ = RunLoop.main.run(mode: .default, before: deadline)
        }
    }

    /// Tells the watcher that the input it saw was read, so that it watches again.
    func inputWasRead() {
        lock.lock()
        let waiting = waitingForRead
        waitingForRead = false
        lock.unlock()
        if waiting { inputTaken.signal() }
    }

    /// Ends the watching thread and waits for it, so that nothing reads the input's state after
    /// the app; closes the pipe.
    func stop() {
        lock.lock()
        stopping = true
        lock.unlock()
        var byte: UInt8 = 1
        _ = Glibc.write(stopPipe.write, &byte, 1)
        inputWasRead()
        finished.wait()
        close(stopPipe.read)
        close(stopPipe.write)
    }

    private func watch() {
        defer { finished.signal() }
        while true {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents != 0 else { continue }
            lock.lock()
            if stopping {
                lock.unlock()
                return
            }
            waitingForRead = true
            lock.unlock()
            // An empty block is enough: the main run loop returns from its wait after running it.
            DispatchQueue.main.async {}
            inputTaken.wait()
        }
    }

    private static func isReady(_ descriptor: Int32, timeout: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, timeout) > 0
    }
}
