import Builders
import Glibc
import ReflectionUI
import Render
import Runtime
import Terminal

/// Runs a ``ViewRuntime`` on a terminal as Runtime's `TerminalRunner` does, with one addition:
/// ``keyFilter`` sees every key first and may take it (a debug panel's toggle key).
///
/// The terminal is restored on every way out, as with `TerminalRunner`: a quit key, a thrown
/// error, and SIGINT, SIGTERM, SIGHUP or SIGQUIT. (When Runtime's runner grows a key filter of
/// its own, this type becomes a call to it.)
public struct EditorRunner {
    /// The terminal the keys come from.
    public let input: Int32
    /// Where the screen is drawn.
    public let output: Int32
    /// Whether the screen is drawn with styles.
    public let capabilities: TerminalCapabilities
    /// Sees every key before the app; returns whether it took the key.
    public var keyFilter: (Key) -> Bool

    /// A runner reading `input` and drawing on `output` (standard output when it is a terminal,
    /// else standard error when that is one).
    public init(input: Int32 = STDIN_FILENO, output: Int32? = nil, capabilities: TerminalCapabilities? = nil,
                keyFilter: @escaping (Key) -> Bool = { _ in false }) {
        let output = output ?? (isatty(STDOUT_FILENO) == 1 ? STDOUT_FILENO : isatty(STDERR_FILENO) == 1 ? STDERR_FILENO : STDOUT_FILENO)
        self.input = input
        self.output = output
        self.capabilities = capabilities ?? .detect(descriptor: output)
        self.keyFilter = keyFilter
    }

    /// Runs `runtime` until the user quits or the input ends.
    public func run(_ runtime: ViewRuntime) throws {
        let terminal = try RawTerminal(input: input, output: output, styled: capabilities.isStyled)
        defer { terminal.restore() }
        runtime.styled = capabilities.isStyled
        runtime.size = terminal.size()
        var decoder = KeyDecoder()
        var shown: Canvas?
        while true {
            if runtime.needsFrame || shown == nil {
                let screen = try runtime.renderFrame()
                try terminal.write(ScreenDiff.bytes(from: shown, to: screen.canvas, styled: capabilities.isStyled))
                shown = screen.canvas
            }
            if SignalState.takeSuspended() {
                try terminal.resume()
                runtime.size = terminal.size()
                shown = nil
                continue
            }
            if SignalState.takeResize() {
                runtime.size = terminal.size()
                shown = nil
                continue
            }
            let keys: [Key]
            switch try terminal.read(timeout: 50) {
            case .bytes(let bytes): keys = decoder.decode(bytes)
            case .timeout: keys = decoder.flush()
            case .interrupted: keys = []
            case .end: return
            }
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
        }
    }
}

/// Runs `view` full-screen in the terminal with the editors' keys (``EditorKeys``): what
/// `run(_:)` does, plus Esc cancelling a field's uncommitted text.
public func runEditor<Content: View>(_ view: Content, environment: EnvironmentValues = EnvironmentValues()) throws {
    let runtime = ViewRuntime(view, environment: environment)
    EditorKeys.install(on: runtime)
    try EditorRunner().run(runtime)
}

/// Runs `view` full-screen in the terminal with a live editor of `object` beside it, shown
/// and hidden by `key` (a backquote unless told): any app of the package gets a debug panel
/// by calling this instead of `run(_:)`. The key is taken before the app sees it.
public func runWithDebugPanel<Content: View>(
    _ view: Content, object: AnyObject, key: Key = .character("`"), state: DebugPanelState = DebugPanelState(),
    environment: EnvironmentValues = EnvironmentValues()
) throws {
    let runtime = ViewRuntime(view.debugPanel(object: object, state: state), environment: environment)
    EditorKeys.install(on: runtime)
    try EditorRunner(keyFilter: { pressed in
        guard pressed == key else { return false }
        state.toggle()
        return true
    }).run(runtime)
}
