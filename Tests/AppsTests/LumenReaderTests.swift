import SwiftUI
import Testing
@testable import Lumen

/// Lumen's folder read without compiling: the same tree and, run live, the same screens as the
/// compiled app's window content.
extension LumenTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectReadsLikeCompiled("Lumen", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectRunsLikeCompiled("Lumen", root: "ContentView()", compiled: ContentView())
    }
}
