import Glibc

/// What a state box read counts for while `node`'s body is evaluated (`isBody`) or while the
/// renderer builds its subtree: when the box changes, the body is evaluated again, or the subtree
/// built again. The graph keeps one stack of them; the innermost decides.
///
/// A read counts only on the thread that opened the scope: a frame is built on whichever thread
/// holds the app's isolation (the main actor runs on different threads over time), while another
/// thread (a task of a file run live) may read the same boxes meanwhile.
struct ReadScope {
    let node: ViewNode
    let isBody: Bool
    let thread = pthread_self()

    /// Whether a read made now, on the calling thread, counts for this scope.
    var countsHere: Bool { pthread_equal(pthread_self(), thread) != 0 }
}
