import SwiftUI

@main
struct HabitLoopApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
