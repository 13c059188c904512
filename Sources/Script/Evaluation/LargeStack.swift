import Glibc

/// Runs work that recurses over the reader's nesting (parsing, evaluating) on a thread of its
/// own with a large stack, and waits for it.
///
/// The reader bounds nesting (200 levels of syntax, 400 of evaluation), but how many bytes a
/// level takes depends on the build: a debug build, and AddressSanitizer more so, makes frames
/// several times larger than a release build, and the caller's thread may have a small stack.
/// 256 MB of address space is reserved, not used: pages are touched only as deep as the input goes.
enum LargeStack {
    /// The stack size of the thread.
    static let size = 256 << 20

    /// What the thread runs; it ends before ``run(_:)`` returns.
    private final class Job {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }

    /// `body`'s result, computed on a thread with a ``size``-byte stack; on the calling thread
    /// when no such thread can be started (the work is bounded, so that is still safe in a release build).
    static func run<T>(_ body: () throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            var result: Result<T, any Error>?
            let job = Unmanaged.passRetained(Job { result = Result { try body() } })
            var attributes = pthread_attr_t()
            var thread = pthread_t()
            let started = pthread_attr_init(&attributes) == 0
                && pthread_attr_setstacksize(&attributes, size) == 0
                && pthread_create(&thread, &attributes, { context in
                    guard let context else { return nil }
                    Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
                    return nil
                }, job.toOpaque()) == 0
            pthread_attr_destroy(&attributes)
            guard started else {
                job.release()
                return try body()
            }
            pthread_join(thread, nil)
            guard let result else { return try body() }
            return try result.get()
        }
    }
}
