import SwiftUI
import Testing
@testable import QuizNight

/// QuizNight's folder read without compiling: the same tree and, run live, the same screens as
/// the compiled app's window content.
extension QuizNightTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        try expectReadsLikeCompiled("QuizNight", root: "ContentView()", compiled: ContentView())
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        try expectRunsLikeCompiled("QuizNight", root: "ContentView()", compiled: ContentView())
    }
}
