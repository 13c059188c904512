import Builders
import Glibc
import Render
import Terminal

/// Runs `view` full-screen on the terminal until the user quits: the one-line way to run an app,
/// as `try run(ContentView())`.
///
/// Keys: Tab and Shift-Tab (and ↓/↑) move the focus round the controls, ←/→ move it where the
/// focused control does not use them; Enter or Space press a button, switch a toggle, choose a
/// segment; `q`, a lone Esc, Ctrl-C and Ctrl-D (or the end of the input) quit; Ctrl-Z stops the
/// process as a shell job until `fg`. Where the terminal reports the mouse, a click focuses the
/// control under it and presses, switches or selects it (a text field takes the cursor there).
///
/// The terminal is in raw mode on the alternate screen while the app runs, and is put back on
/// every way out (mouse reporting turned off too): a quit key, a thrown error, and SIGINT, SIGTERM, SIGHUP or SIGQUIT (restored,
/// then the signal ends the process), as `inspect pick` does. A frame is drawn only when
/// something changed, and only its changed cells are written.
///
/// - Throws: ``TerminalError`` when the input is not a terminal or a system call fails, and
///   what drawing throws; the terminal is restored first.
public func run<Content: View>(
    _ view: Content, environment: EnvironmentValues = EnvironmentValues(),
    input: Int32 = STDIN_FILENO, output: Int32? = nil, capabilities: TerminalCapabilities? = nil
) throws {
    let runtime = ViewRuntime(view, environment: environment)
    try TerminalRunner(input: input, output: output, capabilities: capabilities).run(runtime)
}

/// Runs a ``ViewRuntime`` on a terminal: raw mode, keys in, changed cells out.
public struct TerminalRunner {
    /// The terminal the keys come from.
    public let input: Int32
    /// Where the screen is drawn.
    public let output: Int32
    /// Whether the screen is drawn with styles.
    public let capabilities: TerminalCapabilities
    /// How long to wait, in milliseconds, for the rest of an escape sequence before taking an
    /// Escape as a key of its own.
    public var escapeTimeout: Int32 = 50
    /// How often, in milliseconds, the loop wakes up when no key comes, to notice a resized
    /// window or a change made by a task; it also wakes when work the app scheduled on its loop
    /// falls due (a timer's tick). Waking up draws nothing unless something changed.
    public var pollInterval: Int32 = 50
    /// Sees every key before the app and returns whether it took it (a debug panel's toggle key);
    /// a key it takes is not handed to the app, and the screen is drawn again.
    public var keyFilter: (Key) -> Bool = { _ in false }
    /// Called each time the loop wakes up (keys came, or the poll interval passed without any),
    /// before the next frame: work between keys, such as noticing a file changed on disk.
    public var onWake: () -> Void = {}
    /// Whether the terminal reports mouse clicks (SGR mouse reporting, on while the app runs):
    /// a click focuses the control under it and presses, switches or selects it.
    public var mouseReporting = true

    /// A runner reading keys from `input` and drawing on `output` (standard output when it is a
    /// terminal, else standard error when that is one); capabilities detected when nil.
    public init(input: Int32 = STDIN_FILENO, output: Int32? = nil, capabilities: TerminalCapabilities? = nil) {
        let output = output ?? (isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : isatty(STDERR_FILENO) == 1 ? STDERR_FILENO : STDOUT_FILENO)
        self.input = input
        self.output = output
        self.capabilities = capabilities ?? .detect(descriptor: output)
    }

    /// The terminal's cursor after a frame: shown at a focused text control's cursor (or a date
    /// picker's field), and, without colours, on any focused control so the focus shows; hidden otherwise.
    private func cursorBytes(_ runtime: ViewRuntime) -> String {
        guard let position = runtime.cursorPosition, runtime.focusedTarget?.textOrigin != nil || !capabilities.isStyled,
              position.row >= 0, position.row < runtime.size.height, position.column >= 0, position.column < runtime.size.width
        else { return "\u{1B}[?25l" }
        return "\u{1B}[\(position.row + 1);\(position.column + 1)H\u{1B}[?25h"
    }

    /// Runs `runtime` until the user quits or the input ends. While it runs, its loop is the app's
    /// main loop: work scheduled on `DispatchQueue.main` or `RunLoop.main` through Combine, from
    /// any thread, runs on this one between frames. Run from the main thread (as an app's `main`
    /// is), it also runs the main actor's work while it waits for keys: the tasks of `@MainActor`
    /// view models, `Task { @MainActor in … }`, `DispatchQueue.main.async`.
    public func run(_ runtime: ViewRuntime) throws {
        try runtime.mainLoop.whileInstalled { try drive(runtime) }
    }

    /// How long to wait for keys, in milliseconds: the poll interval, or less when work on the
    /// app's loop falls due sooner (none when it is due already).
    private func waitTimeout(_ runtime: ViewRuntime) -> Int32 {
        guard let due = runtime.nextDueTime else { return pollInterval }
        let now = runtime.mainLoop.now
        guard due > now else { return 0 }
        let milliseconds = (due - now + 999_999) / 1_000_000
        return Int32(min(UInt64(max(0, pollInterval)), milliseconds))
    }

    /// Waits up to `timeout` milliseconds for input and reads what there is. On the main thread
    /// the main actor's work runs meanwhile, and a frame it asks for (`wake`) ends the wait early.
    private func wait(for terminal: RawTerminal, timeout: Int32, mainActorWork: MainThreadInputWait?, wake: () -> Bool) throws -> RawTerminal.Input {
        guard let mainActorWork else { return try terminal.read(timeout: timeout) }
        switch mainActorWork.wait(milliseconds: timeout, wake: wake) {
        case .input:
            defer { mainActorWork.inputWasRead() }
            return try terminal.read(timeout: 0)
        case .timeout: return .timeout
        case .woken: return .interrupted
        }
    }

    private func drive(_ runtime: ViewRuntime) throws {
        let terminal = try RawTerminal(input: input, output: output, styled: capabilities.isStyled, mouse: mouseReporting)
        defer { terminal.restore() }
        runtime.styled = capabilities.isStyled
        if runtime.styleSheet == .standard {
            runtime.styleSheet = .forTerminal(environment: ProcessInfo.processInfo.environment, isStyled: capabilities.isStyled)
        }
        runtime.size = terminal.size()
        var decoder = KeyDecoder()
        var shown: Render.Canvas?
        // Made once the first frame is on screen: starting its thread is not in the first frame's way.
        var mainActorWork: MainThreadInputWait?
        var startedMainActorWork = false
        defer { mainActorWork?.stop() }

        while true {
            if runtime.needsFrame || shown == nil {
                // A frame made before the loop started (`inspect run` makes its first one while
                // the program is checked), with nothing changed since, is written as it is.
                let ready = shown == nil && !runtime.needsFrame ? runtime.currentScreen : nil
                let screen = try ready ?? runtime.renderFrame()
                try terminal.write(ScreenDiff.bytes(from: shown, to: screen, styled: capabilities.isStyled) + cursorBytes(runtime))
                shown = screen.canvas
            }
            if SignalState.takeSuspended() {
                // Stopped and running again: the shell had the terminal; draw it all again.
                try terminal.resume()
                runtime.size = terminal.size()
                shown = nil
                runtime.update {}
                continue
            }
            if SignalState.takeResize() {
                runtime.size = terminal.size()
                shown = nil
                runtime.update {}
                continue
            }
            let keys: [Key]
            if !startedMainActorWork {
                startedMainActorWork = true
                mainActorWork = MainThreadInputWait(input: input)
            }
            let waitingForEscape = decoder.isWaiting
            let waited = try wait(
                for: terminal, timeout: waitingForEscape ? escapeTimeout : waitTimeout(runtime),
                mainActorWork: mainActorWork, wake: { !waitingForEscape && runtime.needsFrame })
            switch waited {
            case .bytes(let bytes): keys = decoder.decode(bytes)
            case .timeout: keys = decoder.flush()
            case .interrupted: keys = []
            case .end: return
            }
            onWake()
            for key in keys {
                if keyFilter(key) {
                    runtime.update {}
                    continue
                }
                switch runtime.handle(key) {
                case .quit: return
                case .suspend: terminal.suspend()
                case .handled, .ignored: break
                }
            }
            // The work on the app's loop that fell due while waiting: timer ticks, delayed values.
            runtime.runDueWork()
        }
    }
}
