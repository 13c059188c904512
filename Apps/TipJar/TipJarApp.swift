import SwiftUI

@main
struct TipJarApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
