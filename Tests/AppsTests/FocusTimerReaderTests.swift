import SwiftUI
import Testing
@testable import FocusTimer

/// FocusTimer's folder read without compiling: the same tree, and, run live from its App, the
/// same screens as the compiled app while its timer ticks, pauses, skips and resets.
extension FocusTimerTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        try expectReadsLikeCompiled("FocusTimer", root: "ContentView(completedSessions: .constant(0))", compiled: ContentView(completedSessions: .constant(0)))
    }

    @Test func theAppReadLiveTicksAsTheCompiledOne() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let compiled = try HeadlessDriver(app: FocusTimerApp(), width: 50, height: 16)
        try expectAppRunsLikeCompiled("FocusTimer", compiled: compiled, steps: [
            // Start, three seconds, pause, ten seconds standing still.
            .key(.enter), .wait(3), .key(.enter), .wait(10),
            // Start again and skip to the break; reset.
            .key(.enter), .wait(2), .key(.tab), .key(.enter), .wait(1), .key(.tab), .key(.enter),
            // The stepper, down and up; a minute of focus.
            .key(.tab), .key(.left), .key(.left), .key(.right), .key(.backTab), .key(.backTab), .key(.backTab), .key(.enter), .wait(60),
        ], width: 50, height: 16)
    }
}
