import SwiftUI
import Testing
@testable import TipJar

/// TipJar's folder read without compiling: the same tree and, run live, the same screens as the
/// compiled app's window content.
extension TipJarTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        try expectReadsLikeCompiled("TipJar", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        try expectRunsLikeCompiled("TipJar", root: "ContentView()", compiled: ContentView())
    }
}
