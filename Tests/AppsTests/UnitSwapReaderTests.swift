import SwiftUI
import Testing
@testable import UnitSwap

/// UnitSwap's folder read without compiling: the same tree and, run live, the same screens as the
/// compiled app's window content.
extension UnitSwapTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectReadsLikeCompiled("UnitSwap", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectRunsLikeCompiled("UnitSwap", root: "ContentView()", compiled: ContentView())
    }
}
