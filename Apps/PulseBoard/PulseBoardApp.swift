import SwiftUI

@main
struct PulseBoardApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
