import SwiftUI

@main
struct QuizNightApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
