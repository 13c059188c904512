import SwiftUI

@main
struct UnitSwapApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
