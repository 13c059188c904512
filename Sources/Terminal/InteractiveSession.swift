import Glibc
import Render

/// Runs a rendered view interactively on a terminal: draws it, moves the focus
/// with the keys, chooses the focused control, and redraws only what changed.
///
///     let outcome = try InteractiveSession().run { width, height, focus in
///         try Renderer.render(view, width: width, height: height, focusIndex: focus)
///     }
///
/// Keys: ← / `h` and → / `l` move the focus (stopping at the ends), Tab and
/// Shift-Tab move it round; Enter and Space choose; `q`, a lone Esc,
/// Ctrl-C and Ctrl-D cancel, and so does the end of the input; Ctrl-Z stops
/// the process as a shell job, until it is continued (`fg`).
///
/// While it runs the terminal is in raw mode, on the alternate screen, with
/// the cursor hidden; every way out puts it back as it was: a return, a thrown
/// error, and SIGINT, SIGTERM, SIGHUP or SIGQUIT (whose handlers restore, then
/// let the signal end the process). SIGTSTP restores it too and stops the
/// process; when it runs again the session takes the terminal back and redraws
/// in full, as it does for a resized window.
public struct InteractiveSession {
    /// The terminal the keys come from.
    public let input: Int32
    /// Where the screen is drawn.
    public let output: Int32
    /// Whether the screen is drawn with styles.
    public let capabilities: TerminalCapabilities
    /// How long to wait, in milliseconds, for the rest of an escape sequence
    /// before taking an Escape as a key of its own.
    public var escapeTimeout: Int32 = 50
    /// How often, in milliseconds, the loop wakes up when nothing happens, to notice a resized window.
    public var pollInterval: Int32 = 100

    /// A session reading keys from `input` and drawing on `output`.
    ///
    /// When `output` is nil it is standard output if that is a terminal, else
    /// standard error if that is one (so the screen stays visible when standard
    /// output is redirected), else standard output. When `capabilities` is nil
    /// they are detected for the output from the environment.
    public init(input: Int32 = STDIN_FILENO, output: Int32? = nil, capabilities: TerminalCapabilities? = nil) {
        let output = output ?? Self.defaultOutput()
        self.input = input
        self.output = output
        self.capabilities = capabilities ?? .detect(descriptor: output)
    }

    /// Runs until the user chooses a control (when `stopWhenChosen`) or cancels.
    ///
    /// - Parameters:
    ///   - stopWhenChosen: Whether choosing a control ends the session; when false,
    ///     choosing activates the control and the session goes on until cancelled.
    ///   - render: Draws the screen at a size, with the control at the focus index
    ///     focused. Called again after every change, so it shows the current state.
    /// - Returns: ``Outcome/chosen(_:)`` with the focus index of the control chosen
    ///   (after its `activate()` ran), or ``Outcome/cancelled``.
    /// - Throws: ``TerminalError`` when the input is not a terminal or a system call
    ///   fails, and whatever `render` throws; the terminal is restored first.
    public func run(
        stopWhenChosen: Bool = true,
        render: (_ width: Int, _ height: Int, _ focusIndex: Int) throws -> RenderedScreen
    ) throws -> Outcome {
        let terminal = try RawTerminal(input: input, output: output, styled: capabilities.isStyled)
        defer { terminal.restore() }

        var decoder = KeyDecoder()
        var size = terminal.size()
        var screen = try render(size.width, size.height, 0)
        // Start on the selected segment, if any.
        var focus = screen.focusTargets.firstIndex { $0.isSelected } ?? 0
        if focus != 0 { screen = try render(size.width, size.height, focus) }
        var shown: Canvas?

        while true {
            try terminal.write(ScreenDiff.bytes(from: shown, to: screen.canvas, styled: capabilities.isStyled))
            shown = screen.canvas

            var needsRender = false
            while !needsRender {
                if SignalState.takeSuspended() {
                    // Stopped (Ctrl-Z, SIGTSTP) and running again: the shell had the terminal; draw it all again.
                    try terminal.resume()
                    size = terminal.size()
                    shown = nil
                    needsRender = true
                    break
                }
                if SignalState.takeResize() {
                    size = terminal.size()
                    shown = nil
                    needsRender = true
                    break
                }
                let keys: [Key]
                switch try terminal.read(timeout: decoder.isWaiting ? escapeTimeout : pollInterval) {
                case .bytes(let bytes): keys = decoder.decode(bytes)
                case .timeout: keys = decoder.flush()
                case .interrupted: keys = []
                case .end: return .cancelled
                }
                for key in keys {
                    guard let command = KeyCommand(key) else { continue }
                    switch command {
                    case .cancel:
                        return .cancelled
                    case .suspend:
                        terminal.suspend()
                    case .choose:
                        guard screen.focusTargets.indices.contains(focus) else { continue }
                        screen.focusTargets[focus].activate()
                        if stopWhenChosen { return .chosen(focus) }
                        needsRender = true
                    case .previous, .next, .previousWrapping, .nextWrapping:
                        let moved = command.focus(from: focus, count: screen.focusTargets.count)
                        if moved != focus {
                            focus = moved
                            needsRender = true
                        }
                    }
                }
            }
            screen = try render(size.width, size.height, focus)
            // The tree may have fewer controls now.
            let kept = min(focus, max(0, screen.focusTargets.count - 1))
            if kept != focus {
                focus = kept
                screen = try render(size.width, size.height, focus)
            }
        }
    }

    private static func defaultOutput() -> Int32 {
        if isatty(STDOUT_FILENO) == 1 { return STDOUT_FILENO }
        if isatty(STDERR_FILENO) == 1 { return STDERR_FILENO }
        return STDOUT_FILENO
    }
}
