import SwiftUI
import Testing
@testable import HabitLoop

/// HabitLoop's folder read without compiling: the same tree, and, run live from its App, the
/// same screens as the compiled app while habits are pushed, checked in, added and reset, with
/// their JSON kept under the app's key.
extension HabitLoopTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectReadsLikeCompiled("HabitLoop", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        let compiled = try HeadlessDriver(app: HabitLoopApp(), width: 60, height: 16)
        try expectAppRunsLikeCompiled("HabitLoop", compiled: compiled, steps: [
            // The first habit's detail: check in, the goal's stepper, back.
            .key(.tab), .key(.enter), .key(.tab), .key(.enter), .key(.tab), .key(.right), .key(.escape),
            // The second habit's context menu: check in.
            .key(.tab), .key(.tab), .key(.character("m")), .key(.enter),
            // A new habit from the bar: typed into the alert's field and added.
            .key(.backTab), .key(.backTab), .key(.backTab), .key(.enter), .key(.character("S")), .key(.character("w")), .key(.character("i")),
            .key(.character("m")), .key(.tab), .key(.enter),
        ], width: 60, height: 16)
    }
}
