import SwiftUI

@main
struct FocusTimerApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @AppStorage("focusTimer.completedSessions") private var completedSessions = 0

    var body: some Scene {
        WindowGroup {
            ContentView(completedSessions: $completedSessions)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                print("Focus Timer: \(completedSessions) sessions so far")
            }
        }
    }
}
