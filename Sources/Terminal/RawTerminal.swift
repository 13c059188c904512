import Glibc

/// A terminal held for a session: raw mode, the alternate screen and a hidden
/// cursor, until ``restore()`` (or deinit) puts everything back.
///
/// Signals that end the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT) are caught
/// while it is held: their handler restores the terminal with async-signal-safe
/// calls only, then lets the signal end the process as usual. Crash signals (a Swift
/// trap, abort, a bad access) restore it likewise before the action in place before
/// takes them, and a call to `exit()` restores it at exit. SIGTSTP (a stop
/// from outside, or Ctrl-Z through ``suspend()``) restores it likewise and stops
/// the process; once it runs again, ``resume()`` takes the terminal back. SIGWINCH marks
/// the window resized.
package final class RawTerminal {
    let input: Int32
    let output: Int32
    private let restoreSequence: [UInt8]
    private let enterBytes: String
    private var previousActions: [(signal: Int32, action: sigaction)] = []
    private var isRestored = false

    /// Switches to alternate screen with the cursor hidden.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l"
    /// Shows the cursor and leaves the alternate screen; `styled` adds an SGR reset first.
    static func leaveSequence(styled: Bool) -> String {
        (styled ? "\u{1B}[0m" : "") + "\u{1B}[?25h\u{1B}[?1049l"
    }

    /// Turns on mouse reporting: button presses and releases (1000), in SGR encoding (1006).
    static let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns mouse reporting off again.
    static let mouseOffSequence = "\u{1B}[?1006l\u{1B}[?1000l"

    /// Takes the terminal on `input`, drawing on `output`; with `mouse`, the terminal also
    /// reports clicks (turned off again on every way out, signal handlers included).
    package init(input: Int32, output: Int32, styled: Bool, mouse: Bool = false) throws {
        self.input = input
        self.output = output
        restoreSequence = Array(((mouse ? Self.mouseOffSequence : "") + Self.leaveSequence(styled: styled)).utf8)
        enterBytes = Self.enterSequence + (mouse ? Self.mouseOnSequence : "")
        guard isatty(input) == 1 else { throw TerminalError.notATerminal(descriptor: input) }
        guard !SignalState.isArmed else { throw TerminalError.sessionAlreadyRunning }
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { throw TerminalError.systemCall("tcgetattr", errno: errno) }

        // From here on, every way out restores: handlers for signals, restore() for the rest.
        SignalState.arm(input: input, output: output, settings: original, restore: restoreSequence)
        for signal in SignalState.terminating {
            install(signal, handler: restoreAndReraise, flags: Int32(bitPattern: UInt32(SA_RESETHAND)))
        }
        install(SIGWINCH, handler: noteResize, flags: 0)
        // A crash or an exit() restores the terminal too.
        for signal in SignalState.crashing {
            guard let slot = SignalState.crashSlot(signal) else { continue }
            _ = sigaction(signal, nil, SignalState.crashActions + slot)
            install(signal, handler: restoreAndCrash, flags: 0)
        }
        if !SignalState.exitHookRegistered {
            SignalState.exitHookRegistered = true
            _ = atexit(restoreAtExit)
        }
        install(SIGTSTP, handler: restoreAndStop, flags: 0)

        var raw = Self.raw(from: original)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            let code = errno
            restore()
            throw TerminalError.systemCall("tcsetattr", errno: code)
        }
        do {
            try write(enterBytes)
        } catch {
            restore()
            throw error
        }
    }

    deinit {
        restore()
    }

    /// `settings` in raw mode: no echo, no line editing, no signals from keys (Ctrl-C
    /// arrives as 0x03, Ctrl-Z as 0x1A), no CR→NL translation (Enter arrives as CR), no flow control.
    private static func raw(from settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// Stops the process as a shell job would be stopped by Ctrl-Z: the SIGTSTP handler restores
    /// the terminal first. Returns once the process is continued, or at once when SIGTSTP is
    /// ignored or its stop discarded.
    package func suspend() {
        _ = raise(SIGTSTP)
    }

    /// Takes the terminal back after the SIGTSTP handler gave it up: the settings the
    /// shell left are the ones to restore from now on; raw mode, the alternate screen and the
    /// hidden cursor again, and the SIGTSTP handler (which put the default action back) again.
    package func resume() throws {
        guard !isRestored else { return }
        var current = termios()
        guard tcgetattr(input, &current) == 0 else { throw TerminalError.systemCall("tcgetattr", errno: errno) }
        SignalState.arm(input: input, output: output, settings: current, restore: restoreSequence)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = restoreAndStop
        sigemptyset(&action.sa_mask)
        _ = sigaction(SIGTSTP, &action, nil)
        var raw = Self.raw(from: current)
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw TerminalError.systemCall("tcsetattr", errno: errno) }
        try write(enterBytes)
    }

    /// Puts the terminal back as it was and removes the signal handlers. Safe to call twice.
    package func restore() {
        guard !isRestored else { return }
        isRestored = true
        restoreSequence.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            _ = Self.writeAll(output, base, bytes.count)
        }
        _ = tcsetattr(input, TCSANOW, SignalState.savedSettings)
        // Disarm only now: a signal up to here still finds the handlers restoring.
        SignalState.disarm()
        for (signal, action) in previousActions.reversed() {
            var previous = action
            _ = sigaction(signal, &previous, nil)
        }
        previousActions.removeAll()
    }

    /// The window's size in cells, from the output (or input) terminal; 80×24 when unknown.
    package func size() -> (width: Int, height: Int) {
        var size = winsize()
        for descriptor in [output, input] where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 {
            if size.ws_col > 0, size.ws_row > 0 { return (Int(size.ws_col), Int(size.ws_row)) }
        }
        return (80, 24)
    }

    /// Writes all of `text` to the output.
    package func write(_ text: String) throws {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return Self.writeAll(output, base, bytes.count)
        }
        if let failure { throw TerminalError.systemCall("write", errno: failure) }
    }

    /// What waiting for input brought.
    package enum Input: Equatable {
        /// Bytes the user typed.
        case bytes([UInt8])
        /// Nothing within the timeout.
        case timeout
        /// A signal (SIGWINCH) interrupted the wait.
        case interrupted
        /// The input ended: read returned 0, or the terminal hung up.
        case end
    }

    /// Waits up to `timeout` milliseconds for input and reads what there is.
    package func read(timeout: Int32) throws -> Input {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        if ready < 0 {
            if errno == EINTR { return .interrupted }
            throw TerminalError.systemCall("poll", errno: errno)
        }
        if ready == 0 { return .timeout }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer.prefix(count))) }
        if count == 0 { return .end }
        switch errno {
        case EINTR, EAGAIN: return .interrupted
        case EIO: return .end
        default: throw TerminalError.systemCall("read", errno: errno)
        }
    }

    private func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32) {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return }
        // A signal the process was told to ignore (nohup, a shell's background job) stays ignored.
        if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        if sigaction(signal, &action, nil) == 0 { previousActions.append((signal, current)) }
    }

    /// Writes `count` bytes, retrying after signals; returns errno on failure, nil on success.
    private static func writeAll(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int) -> Int32? {
        var written = 0
        while written < count {
            let result = Glibc.write(descriptor, base + written, count - written)
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR {
                continue
            } else if result < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                // A non-blocking output: wait until it takes more.
                var descriptor = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 100)
            } else {
                return result < 0 ? errno : EIO
            }
        }
        return nil
    }
}
