import Builders
import Glibc
import Pickers
import Render
import Terminal
import Testing
import Expectations

/// The run loop on a pseudo-terminal, in-process. Keys are typed from inside
/// `render`, which first runs once the terminal is in raw mode, so nothing
/// depends on timing; a trailing `q` after a choice makes a missed choice fail
/// instead of waiting for ever. Serialized: a session holds process-wide signal handlers.
@Suite(.serialized, .timeLimit(.minutes(1))) struct InteractiveSessionTests {
    struct Failure: Error {}

    private let esc = "\u{1B}"

    /// The classic picker with `selection`.
    private func picker(_ selection: State<Int>) -> some View {
        SegmentedPicker(selection: selection.projectedValue) {
            Text("First").tag(0)
            Text("Second").tag(1)
            Text("Third").tag(2)
        }
    }

    /// Runs a session on `terminal`, typing `keys` when the first frame is rendered.
    private func run(_ terminal: PseudoTerminal, _ selection: State<Int>, keys: String, stopWhenChosen: Bool = true,
                     styled: Bool = true) throws -> InteractiveSession.Outcome {
        let session = InteractiveSession(input: terminal.secondary, output: terminal.secondary,
                                         capabilities: TerminalCapabilities(isStyled: styled))
        var frames = 0
        let view = picker(selection)
        return try session.run(stopWhenChosen: stopWhenChosen) { width, height, focus in
            frames += 1
            if frames == 1 { terminal.type(keys) }
            return try Renderer.render(view.inspectionRoot(), width: width, height: height, focusIndex: focus)
        }
    }

    @Test func rightThenEnterChoosesTheSecondSegmentAndRestores() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let selection = State(wrappedValue: 0)
        expectEqual(try run(terminal, selection, keys: "\(esc)[C\rq"), .chosen(1))
        expectEqual(selection.wrappedValue, 1)
        expectEqual(terminal.settings(), before)
        let screen = terminal.readScreenBytes()
        #expect(screen.hasPrefix("\(esc)[?1049h\(esc)[?25l"))
        #expect(screen.hasSuffix("\(esc)[0m\(esc)[?25h\(esc)[?1049l"))
        expectContains(screen, "[First]")
    }

    @Test func theFocusStartsOnTheSelectedSegment() throws {
        let terminal = try PseudoTerminal()
        let selection = State(wrappedValue: 2)
        expectEqual(try run(terminal, selection, keys: " q"), .chosen(2))
    }

    @Test func choosingWithoutStoppingGoesOnUntilCancelled() throws {
        let terminal = try PseudoTerminal()
        let selection = State(wrappedValue: 0)
        // → Enter (selects Second), l Space (selects Third), Shift-Tab (back to Second), q.
        expectEqual(try run(terminal, selection, keys: "\(esc)[C\rl \(esc)[Zq", stopWhenChosen: false), .cancelled)
        expectEqual(selection.wrappedValue, 2)
    }

    @Test func aLoneEscapeCancelsAfterTheTimeout() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let selection = State(wrappedValue: 0)
        expectEqual(try run(terminal, selection, keys: "\(esc)[C\(esc)"), .cancelled)
        expectEqual(selection.wrappedValue, 0)
        expectEqual(terminal.settings(), before)
    }

    @Test func ctrlCCancels() throws {
        let terminal = try PseudoTerminal()
        expectEqual(try run(terminal, State(wrappedValue: 0), keys: "\u{03}"), .cancelled)
    }

    @Test func unstyledSessionsWriteNoSGR() throws {
        let terminal = try PseudoTerminal()
        _ = try run(terminal, State(wrappedValue: 0), keys: "\(esc)[Cq", styled: false)
        let screen = terminal.readScreenBytes()
        #expect(!screen.contains(/\x1B\[[0-9;]*m/))
        #expect(screen.hasSuffix("\(esc)[?25h\(esc)[?1049l"))
    }

    @Test func anErrorFromRenderRestoresTheTerminal() throws {
        let terminal = try PseudoTerminal()
        let before = terminal.settings()
        let session = InteractiveSession(input: terminal.secondary, output: terminal.secondary)
        let view = picker(State(wrappedValue: 0))
        var frames = 0
        expectThrows(Failure.self) {
            try session.run { width, height, focus in
                frames += 1
                // The first frame types →; drawing the moved focus fails.
                if frames == 1 { terminal.type("l") } else { throw Failure() }
                return try Renderer.render(view.inspectionRoot(), width: width, height: height, focusIndex: focus)
            }
        }
        expectEqual(frames, 2)
        expectEqual(terminal.settings(), before)
        #expect(terminal.readScreenBytes().hasSuffix("\(esc)[?25h\(esc)[?1049l"))
    }

    @Test func theEndOfInputCancels() throws {
        let terminal = try PseudoTerminal()
        // The screen goes elsewhere, so only the input sees the terminal go.
        let elsewhere = open("/dev/null", O_WRONLY)
        try #require(elsewhere >= 0)
        defer { close(elsewhere) }
        let session = InteractiveSession(input: terminal.secondary, output: elsewhere)
        let view = picker(State(wrappedValue: 0))
        var frames = 0
        let outcome = try session.run { width, height, focus in
            frames += 1
            if frames == 1 { terminal.closePrimary() }
            return try Renderer.render(view.inspectionRoot(), width: width, height: height, focusIndex: focus)
        }
        expectEqual(outcome, .cancelled)
    }

    @Test func aPipeIsNotATerminal() throws {
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        let session = InteractiveSession(input: pipeEnds[0], output: pipeEnds[1])
        expectThrows(TerminalError.notATerminal(descriptor: pipeEnds[0])) {
            try session.run { width, height, focus in
                try Renderer.render(Text("x").inspectionRoot(), width: width, height: height, focusIndex: focus)
            }
        }
    }

    @Test func terminalErrorsSayWhatWasExpectedAndAreTheirOwnLocalizedDescription() {
        let error = TerminalError.notATerminal(descriptor: 3)
        expectEqual(error.description, "not a terminal: expected a terminal on file descriptor 3, found another kind of file (a pipe or a regular file)")
        expectEqual(error.localizedDescription, error.description)
        expectEqual(TerminalError.systemCall("tcgetattr", errno: ENOTTY).description, "system call failed: tcgetattr set errno \(ENOTTY) (Inappropriate ioctl for device)")
        expectEqual(TerminalError.sessionAlreadyRunning.localizedDescription, "session already running: expected no other interactive session, found one holding the terminal")
    }
}
