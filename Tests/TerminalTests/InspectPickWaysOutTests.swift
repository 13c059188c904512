import Foundation
import Glibc
import Testing
import Expectations

/// Every way out of `inspect pick` in a real terminal leaves `stty -a` exactly as it was, the
/// main screen shown and the cursor visible: signals that end it, the end of the input, an
/// error in the middle of the session, and a stop (Ctrl-Z, SIGTSTP) with and without a shell's job control.
@Suite(.serialized, .enabled(if: TmuxPane.testsRun, "tmux is not installed (set REQUIRE_TMUX=1 to fail instead)"))
struct InspectPickWaysOutTests {
    static let classicPicker = InspectPickTmuxTests.examples.appendingPathComponent("classic-picker.swift").path

    /// Runs `inspect pick FILE` in a pane whose script records `stty -a` before and after, the
    /// pid, standard output and the exit status; waits for `screen`, then does `act`.
    ///
    /// With `jobControl`, the script runs with `set -m`, as an interactive shell does: a stopped
    /// `inspect` returns control to it (status 148), it records `stty -a` as `stopped`, waits for
    /// the file `go`, and continues the job with `fg`.
    private func run(file: String = classicPicker, jobControl: Bool = false, waitFor screen: String? = "│[First]│",
                     sourceLocation: SourceLocation = #_sourceLocation, _ act: (TmuxPane, pid_t) throws -> Void) throws -> PaneRun? {
        guard let inspect = TmuxPane.builtExecutable(named: "inspect") else {
            Issue.record("inspect was not built next to the tests", sourceLocation: sourceLocation)
            return nil
        }
        let script = """
            \(jobControl ? "set -m" : "")
            d="$1"
            stty -a > "$d/before"
            ( echo "$BASHPID" > "$d/pid"; exec \(TmuxPane.quoted(inspect)) pick \(TmuxPane.quoted(file)) > "$d/out" )
            code=$?
            if [ "$code" = 148 ]; then
                stty -a > "$d/stopped.tmp" && mv "$d/stopped.tmp" "$d/stopped"
                while [ ! -f "$d/go" ]; do sleep 0.05; done
                fg > /dev/null
                code=$?
            fi
            stty -a > "$d/after"
            echo "$code" > "$d/status.tmp" && mv "$d/status.tmp" "$d/status"
            sleep 30
            """
        guard let pane = try TmuxPane.start(script: script, sourceLocation: sourceLocation) else { return nil }
        defer { pane.close() }
        if let screen, !pane.waitForScreen(containing: screen) {
            Issue.record("the picker did not appear; pane:\n\(pane.capture())", sourceLocation: sourceLocation)
            return nil
        }
        guard let pidText = pane.waitForFile("pid"), let pid = pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("no pid recorded", sourceLocation: sourceLocation)
            return nil
        }
        try act(pane, pid)
        let status = pane.waitForFile("status")
        if status == nil { Issue.record("inspect pick did not end in time; pane:\n\(pane.capture())", sourceLocation: sourceLocation) }
        let state = pane.screenState()
        return PaneRun(status: status?.trimmingCharacters(in: .whitespacesAndNewlines), output: pane.file("out"),
                   sttyBefore: pane.file("before"), sttyAfter: pane.file("after"), screen: pane.capture(),
                   alternateScreen: state?.alternate, cursorVisible: state?.cursorVisible)
    }

    /// Each signal that ends a process from a terminal ends `inspect pick` with its usual status, 128 + the signal.
    @Test(arguments: [(SIGINT, "130"), (SIGTERM, "143"), (SIGHUP, "129"), (SIGQUIT, "131")])
    func aSignalEndsItWithTheTerminalRestored(signal: Int32, status: String) throws {
        guard let run = try run({ _, pid in #expect(kill(pid, signal) == 0) }) else { return }
        expectEqual(run.status, status)
        expectEqual(run.output, "")
        run.expectRestored(without: "│[First]│")
    }

    /// Ctrl-D, the end of the input as a person types it, cancels: status 1, nothing on standard output.
    @Test func ctrlDEndsTheInputAndCancels() throws {
        guard let run = try run({ pane, _ in try pane.send("C-d") }) else { return }
        expectEqual(run.status, "1")
        expectEqual(run.output, "")
        run.expectRestored(without: "│[First]│")
    }

    /// An error after the terminal was taken: custom views nesting past the renderer's 256 levels
    /// (each within the reader's limits) fail the first frame; the message is shown on the restored screen.
    @Test func anErrorInTheSessionRestoresTheTerminalAndIsReported() throws {
        let pane = FileManager.default.temporaryDirectory.appendingPathComponent("deep-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: pane) }
        try Self.deepViewCode().write(to: pane, atomically: true, encoding: .utf8)
        guard let run = try run(file: pane.path, waitFor: nil, { _, _ in }) else { return }
        expectEqual(run.status, "65")
        expectEqual(run.output, "")
        // The pane wraps the long path and the message with it: read it unwrapped.
        #expect(run.screen.replacing("\n", with: "").contains("views nest more than 256 levels deep"), "pane:\n\(run.screen)")
        run.expectRestored(without: "│[First]│")
    }

    /// Four custom views, each 90 stacks deep, the last one tagged: 360 levels in all.
    static func deepViewCode() -> String {
        var code = ""
        var inner = "Text(\"deep\")"
        for index in 0..<4 {
            code += "struct Deep\(index): View {\n    var body: some View {\n"
            code += String(repeating: "VStack {\n", count: 90) + inner + "\n" + String(repeating: "}\n", count: 90)
            code += "    }\n}\n"
            inner = "Deep\(index)()"
        }
        return code + "VStack {\n    Text(\"shallow\").tag(0)\n    \(inner).tag(1)\n}\n"
    }

    /// Ctrl-Z under a shell with job control stops `inspect pick` with the terminal restored;
    /// `fg` brings the picker back, redrawn, and it still chooses.
    @Test func ctrlZStopsWithTheTerminalRestoredAndFgResumes() throws {
        var whileStopped: (stty: String?, alternate: Bool?, cursorVisible: Bool?)?
        guard let run = try run(jobControl: true, { pane, _ in
            try pane.send("C-z")
            let stty = pane.waitForFile("stopped")
            let state = pane.screenState()
            whileStopped = (stty, state?.alternate, state?.cursorVisible)
            try "".write(to: pane.directory.appendingPathComponent("go"), atomically: true, encoding: .utf8)
            #expect(pane.waitForScreen(containing: "│[First]│"), "not redrawn after fg: \(pane.capture())")
            try pane.send("Right", "Enter")
        }) else { return }
        #expect(whileStopped?.stty != nil, "inspect pick did not stop")
        #expect(whileStopped?.stty == run.sttyBefore, "stty -a while stopped differs from before")
        expectEqual(whileStopped?.alternate, false)
        expectEqual(whileStopped?.cursorVisible, true)
        expectEqual(run.status, "0")
        expectEqual(run.output, "1\n")
        run.expectRestored(without: "│[First]│")
    }

    /// SIGTSTP from outside with no job control (the script's process group is orphaned, so the
    /// kernel discards the stop): the terminal is given up, taken back at once, and the picker goes on.
    @Test func aStopWithoutJobControlIsDiscardedAndThePickerGoesOn() throws {
        guard let run = try run({ pane, pid in
            // Clear the screen behind the picker's back, so that only its redraw after taking
            // the terminal back shows the segments again; then choose.
            try pane.printBehindTheProgram("\u{1B}[2J")
            #expect(pane.waitForScreen(notContaining: "│[First]│"), "not cleared: \(pane.capture())")
            expectEqual(kill(pid, SIGTSTP), 0)
            #expect(pane.waitForScreen(containing: "│[First]│"), "not redrawn: \(pane.capture())")
            expectEqual(pane.screenState()?.alternate, true)
            try pane.send("Right", "Right", "Enter")
        }) else { return }
        expectEqual(run.status, "0")
        expectEqual(run.output, "2\n")
        run.expectRestored(without: "│[First]│")
    }

    /// SIGINT at seeded moments from 0 to 400 ms after the start — before the reader, during the
    /// terminal's set-up, or in the session — always leaves the terminal as it was.
    @Test func sigintAtAnyMomentLeavesTheTerminalAsItWas() throws {
        var generator = SplitMix(state: 6)
        for _ in 0..<8 {
            let delay = UInt32(generator.next() % 400_000)
            guard let run = try run(waitFor: nil, { _, pid in
                usleep(delay)
                expectEqual(kill(pid, SIGINT), 0)
            }) else { return }
            #expect(run.status == "130", "SIGINT after \(delay) µs")
            expectEqual(run.output, "")
            run.expectRestored(without: "│[First]│")
        }
    }
}

/// A small seeded generator (SplitMix64), so that the moments repeat from run to run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
