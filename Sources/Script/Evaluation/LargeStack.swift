import Glibc

/// Runs work that recurses over the reader's nesting (parsing, evaluating) on a thread of its
/// own with a large stack, and waits for it.
///
/// The reader bounds nesting (200 levels of syntax, 400 of evaluation), but how many bytes a
/// level takes depends on the build: a debug build, and AddressSanitizer more so, makes frames
/// several times larger than a release build, and the caller's thread may have a small stack.
/// 256 MB of address space is reserved, not used: pages are touched only as deep as the input goes.
/// The `inspect` command runs whole on such a thread, so that evaluating a file live, drawing and
/// reading it all stay within the limits' assumptions.
///
/// While the thread runs, the calling thread blocks the signals that can be blocked, so that a
/// signal sent to the process (SIGWINCH, SIGINT) reaches the thread doing the work, whose waits
/// it must interrupt, rather than the caller waiting for it.
package enum LargeStack {
    /// The stack size of the thread.
    static let size = 256 << 20

    /// What the thread runs; it ends before ``run(_:)`` returns.
    fileprivate final class Job {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }

    /// `body`'s result, computed on a thread with a ``size``-byte stack; on the calling thread
    /// when no such thread can be started (the work is bounded, so that is still safe in a release build).
    package static func run<T>(_ body: () throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            var result: Result<T, any Error>?
            guard let running = start({ result = Result { try body() } }) else { return try body() }
            var all = sigset_t()
            var previous = sigset_t()
            sigfillset(&all)
            let blocked = pthread_sigmask(SIG_BLOCK, &all, &previous) == 0
            running.join()
            if blocked { pthread_sigmask(SIG_SETMASK, &previous, nil) }
            guard let result else { return try body() }
            return try result.get()
        }
    }

    /// Work started on a thread with a ``size``-byte stack, to be waited for with ``join()``.
    package final class Running: @unchecked Sendable {
        private var thread = pthread_t()
        private var joined = false

        fileprivate init() {}

        /// Waits for the work to end (once; later calls return at once).
        package func join() {
            guard !joined else { return }
            joined = true
            pthread_join(thread, nil)
        }

        /// Lets the thread end on its own, its resources freed then, rather than be waited for.
        package func detach() {
            guard !joined else { return }
            joined = true
            pthread_detach(thread)
        }

        fileprivate func start(_ job: Job) -> Bool {
            let context = Unmanaged.passRetained(job)
            var attributes = pthread_attr_t()
            let started = pthread_attr_init(&attributes) == 0
                && pthread_attr_setstacksize(&attributes, size) == 0
                && pthread_create(&thread, &attributes, { context in
                    guard let context else { return nil }
                    Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
                    return nil
                }, context.toOpaque()) == 0
            pthread_attr_destroy(&attributes)
            if !started { context.release() }
            return started
        }
    }

    /// Starts `body` on a thread with a ``size``-byte stack and returns at once; nil when no such
    /// thread can be started (the caller then runs the work itself).
    package static func start(_ body: @escaping () -> Void) -> Running? {
        let running = Running()
        return running.start(Job(body)) ? running : nil
    }
}
