import SwiftUI
import Testing
@testable import Jotter

/// Jotter's folder read without compiling: the same tree and, run live, the same screens as the
/// compiled app's window content.
extension JotterTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectReadsLikeCompiled("Jotter", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        forgetStoredValues(Self.keys)
        defer { forgetStoredValues(Self.keys) }
        try expectRunsLikeCompiled("Jotter", root: "ContentView()", compiled: ContentView())
    }
}
