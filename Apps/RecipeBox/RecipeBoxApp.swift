import SwiftUI

@main
struct RecipeBoxApp: App {
    @StateObject private var box = RecipeBox()

    var body: some Scene {
        WindowGroup {
            RecipeListView()
                .environmentObject(box)
        }
    }
}
