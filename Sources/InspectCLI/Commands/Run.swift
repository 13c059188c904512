import Builders
import Glibc
import Inspect
import Render
import Runtime
import Script
import Terminal

/// `inspect run`: runs the files' preview full-screen, live: the file's actions run, its state
/// changes and the screen is drawn again, as the compiled app would behave.
struct RunCommand: Subcommand {
    /// The name, abstract and help.
    static let configuration = CommandConfiguration(
        name: "run",
        abstract: "run the preview interactively, actions and state live, without compiling",
        discussion: """
            Runs the root view full-screen: the file's action closures run, changing its @State and
            @Binding values, and the screen is drawn again from what changed. The whole program is
            read first; an error anywhere, an action's included, is reported and nothing runs.
            Keys: Tab/Shift-Tab (or ↓/↑) move the focus; Enter or Space press a button, switch a
            toggle; type into a focused text field (←/→ move its cursor, Backspace deletes);
            q, Esc, Ctrl-C or Ctrl-D quit (the terminal is restored on every way out); Ctrl-Z suspends.
            An error met while running (an index out of range, say) is shown in a status line at
            the top and the app keeps running; all of them are printed when it ends (exit 65).
            With --watch, the files are read again when they change on disk: views whose place
            in the tree is unchanged keep their state, and a read error is shown in the status
            line while the last good version keeps running.
            """)

    /// Reading the files again when they change.
    static let watch = Flag("--watch", help: "read the files again when they change on disk, keeping the state of unchanged views")

    /// The root's options, and watching the files.
    static let options: [any CommandOption] = RootOptions.all + [watch]

    /// The FILEs, none of which can be stdin.
    var files: [String]
    /// Whether the files are read again when they change.
    var watch: Bool

    /// Keeps the FILEs for ``validate()`` and `--watch`.
    init(parsing arguments: ParsedArguments) {
        files = arguments.files
        watch = arguments.isSet(Self.watch)
    }

    /// The keys come from stdin, so the view code cannot: checked before anything is read.
    func validate() throws {
        guard !files.contains("-") else {
            throw Self.failure("the view code must come from a FILE, since the keys come from standard input", .usage)
        }
    }

    /// Reads the files live (the whole program checked first, so a read error is reported before
    /// anything else), then runs the preview until the user quits; nothing on stdout.
    func run(_ input: Input) throws -> Output {
        let reload: LiveReload
        let runtime: ViewRuntime
        var runner = TerminalRunner()
        do {
            let size = TerminalSize.size()
            reload = try LiveReload(files: input.sources, options: input.options, checkingMeanwhile: true) { checked in
                // The checked tree laid out on the check's thread: the runtime's lookups of its view
                // types are done there while this thread evaluates the live ones.
                if let size { _ = try? Renderer.render(checked.inspectionRoot(), width: size.width, height: size.height) }
            }
            // The first frame is made while the whole program is checked on the other core; it
            // is shown only once the check has passed.
            runtime = ViewRuntime(reload.view)
            if let size {
                runtime.size = size
                runtime.styled = runner.capabilities.isStyled
                runtime.styleSheet = .forTerminal(environment: ProcessInfo.processInfo.environment, isStyled: runner.capabilities.isStyled)
                _ = try? runtime.renderFrame()
            }
            try reload.waitForCheck()
        } catch let error as ScriptError {
            throw Commands.readFailure(error)
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw Self.failure("standard input is not a terminal", .failure)
        }
        runner.onWake = { [watch] in reload.idle(watching: watch) }
        try runner.run(runtime)
        guard reload.errors.isEmpty else {
            throw Self.failure(reload.errors.joined(separator: "\n"), .dataError)
        }
        return Output()
    }
}
