import SwiftUI
import Testing
@testable import RecipeBox

/// RecipeBox's folder read without compiling: the same tree and, run live, the same screens as the
/// compiled app's window content.
extension RecipeBoxTests {
    @Test func theReaderBuildsTheSameTreeAsTheCompiledApp() throws {
        try expectReadsLikeCompiled("RecipeBox", root: "RecipeListView().environmentObject(RecipeBox())", compiled: RecipeListView().environmentObject(RecipeBox()))
    }

    @Test func theAppReadLiveShowsTheSameScreensAsTheCompiledOne() throws {
        try expectRunsLikeCompiled("RecipeBox", root: "RecipeListView().environmentObject(RecipeBox())", compiled: RecipeListView().environmentObject(RecipeBox()))
    }
}
