import SwiftUI
import Testing
@testable import Checklist

/// Checklist's folder read without compiling: the same tree and, run live, the same screens as the
/// compiled app's window content.
extension ChecklistTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        try expectReadsLikeCompiled("Checklist", root: "ContentView().environmentObject(TaskStore())", compiled: ContentView().environmentObject(TaskStore()))
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        try expectRunsLikeCompiled("Checklist", root: "ContentView().environmentObject(TaskStore())", compiled: ContentView().environmentObject(TaskStore()))
    }
}
