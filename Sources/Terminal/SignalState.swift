import Glibc

/// What the signal handlers need, in memory allocated once and never freed,
/// so the handlers read it through plain pointers: no allocation, no locks, no
/// reference counting, no exclusivity bookkeeping — only async-signal-safe work.
///
/// The main code writes the settings, descriptors and bytes only while
/// ``isArmed`` is 0 (before the handlers may use them); the handlers only
/// read them, and store whole words into ``isArmed`` and ``resized``.
package enum SignalState {
    // nonisolated(unsafe): the pointers are set once, at first use (before any
    // handler is installed) and never change; what they point to is shared with
    // signal handlers under the protocol above, which no Swift isolation can express.
    /// The terminal settings to put back.
    nonisolated(unsafe) static let savedSettings = initialized(termios(), count: 1)
    /// The bytes that leave the alternate screen and show the cursor.
    nonisolated(unsafe) static let restoreBytes = initialized(UInt8(0), count: restoreCapacity)
    /// Words: the input descriptor, the output descriptor, the count of restore bytes,
    /// whether the handlers must restore (armed), whether the window was resized,
    /// and whether a session gave the terminal up for SIGTSTP (and must take it back).
    nonisolated(unsafe) static let words = initialized(sig_atomic_t(0), count: 6)

    /// Memory for `count` copies of `value`: `allocate` alone leaves memory as malloc gives it,
    /// which is not zero in general (AddressSanitizer fills it with garbage, and a session
    /// then found itself "already running").
    private static func initialized<T>(_ value: T, count: Int) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: count)
        pointer.initialize(repeating: value, count: count)
        return pointer
    }

    /// The room for restore bytes.
    static let restoreCapacity = 64

    // Computed, not stored: a handler must not be the first to touch a lazily initialised global.
    private static var inputSlot: Int { 0 }
    private static var outputSlot: Int { 1 }
    private static var countSlot: Int { 2 }
    private static var armedSlot: Int { 3 }
    private static var resizedSlot: Int { 4 }
    private static var suspendedSlot: Int { 5 }

    /// The terminal signals that end the process and so must restore the terminal first.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    // MARK: Crashes and exit()
    /// The signals a crash raises (a Swift runtime trap, abort, a bad access): the terminal is
    /// restored first, then the action in place before the session (the default, or Swift's
    /// backtracer) takes the signal.
    static let crashing: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]
    /// The actions in place before the session, one per crash signal, in the order of ``crashing``.
    nonisolated(unsafe) static let crashActions = initialized(sigaction(), count: 6)
    /// Whether the exit hook, which restores the terminal when code calls `exit()`, is registered.
    nonisolated(unsafe) static var exitHookRegistered = false

    /// The slot of a crash signal in ``crashActions``; a switch, not an array, so that a handler may call it.
    static func crashSlot(_ signal: Int32) -> Int? {
        switch signal {
        case SIGILL: 0
        case SIGTRAP: 1
        case SIGABRT: 2
        case SIGSEGV: 3
        case SIGBUS: 4
        case SIGFPE: 5
        default: nil
        }
    }

    /// Records what to restore and arms the handlers. Call before installing them.
    static func arm(input: Int32, output: Int32, settings: termios, restore: [UInt8]) {
        words[armedSlot] = 0
        savedSettings.pointee = settings
        let count = min(restore.count, restoreCapacity)
        for index in 0..<count { restoreBytes[index] = restore[index] }
        words[inputSlot] = input
        words[outputSlot] = output
        words[countSlot] = sig_atomic_t(count)
        words[resizedSlot] = 0
        words[suspendedSlot] = 0
        words[armedSlot] = 1
    }

    /// Whether a session holds the terminal.
    static var isArmed: Bool { words[armedSlot] != 0 }

    /// Stops the handlers restoring: the terminal is back as it was.
    static func disarm() {
        words[armedSlot] = 0
    }

    /// Whether the window was resized since the last call; clears the mark.
    package static func takeResize() -> Bool {
        guard words[resizedSlot] != 0 else { return false }
        words[resizedSlot] = 0
        return true
    }

    /// Whether a session gave the terminal up for SIGTSTP since the last call (the process
    /// has been stopped and continued since, or the stop was discarded); clears the mark.
    package static func takeSuspended() -> Bool {
        guard words[suspendedSlot] != 0 else { return false }
        words[suspendedSlot] = 0
        return true
    }

    /// Restores the terminal from a signal handler: only async-signal-safe calls.
    static func restoreFromHandler() {
        guard words[armedSlot] != 0 else { return }
        _ = tcsetattr(words[inputSlot], TCSANOW, savedSettings)
        var written = 0
        let count = Int(words[countSlot])
        while written < count {
            let result = write(words[outputSlot], restoreBytes + written, count - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        words[armedSlot] = 0
    }

    /// Marks the window resized, from the SIGWINCH handler.
    static func noteResize() {
        words[resizedSlot] = 1
    }

    /// From the SIGTSTP handler: restores the terminal when a session holds it; returns whether it did.
    static func restoreForStop() -> Bool {
        guard words[armedSlot] != 0 else { return false }
        restoreFromHandler()
        return true
    }

    /// From the SIGTSTP handler, once the process runs again: the session must take the terminal back.
    static func noteSuspended() {
        words[suspendedSlot] = 1
    }
}

/// The handler of SIGINT, SIGTERM, SIGHUP and SIGQUIT: restores the terminal,
/// then raises the signal again. It is installed with `SA_RESETHAND`, so the
/// default action is back in place, and the signal, blocked while the handler
/// runs, ends the process with the usual status as soon as the handler returns.
func restoreAndReraise(_ signal: Int32) {
    SignalState.restoreFromHandler()
    _ = raise(signal)
}

/// The handler of SIGTSTP (a stop from outside, or Ctrl-Z): restores the terminal, puts
/// the default action back, raises the signal again and unblocks it, which stops the
/// process right here. Once it runs again (SIGCONT; or at once when the kernel discards
/// the stop, as it does for a process group no shell controls), it marks the session
/// suspended: the run loop takes the terminal back and re-installs this handler.
/// The mark comes only after the stop, so the loop never takes the terminal back early.
func restoreAndStop(_ signal: Int32) {
    let restored = SignalState.restoreForStop()
    _ = Glibc.signal(signal, SIG_DFL)
    _ = raise(signal)
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, signal)
    _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    if restored { SignalState.noteSuspended() }
}

/// The handler of the crash signals: restores the terminal, puts back the action in place before
/// the session and raises the signal again. The signal is blocked while the handler runs, so the
/// action put back takes it as soon as the handler returns (a fault re-executed meets it too).
func restoreAndCrash(_ signal: Int32) {
    SignalState.restoreFromHandler()
    if let slot = SignalState.crashSlot(signal) {
        _ = sigaction(signal, SignalState.crashActions + slot, nil)
    } else {
        _ = Glibc.signal(signal, SIG_DFL)
    }
    _ = raise(signal)
}

/// Registered with `atexit`: code that calls `exit()` while a session holds the terminal (an
/// action that gives up on an error) finds the terminal restored.
func restoreAtExit() {
    SignalState.restoreFromHandler()
}

/// The handler of SIGWINCH: marks the window resized for the run loop.
func noteResize(_ signal: Int32) {
    SignalState.noteResize()
}
