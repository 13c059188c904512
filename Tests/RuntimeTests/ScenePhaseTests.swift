import Builders
import Runtime
import Testing
import Expectations

/// What an app's scene-level `onChange(of: scenePhase)` sees: the phase is active while the app
/// runs, and turns to the background once it ends, running the action (an app saves on quit).
private final class SaveLog: @unchecked Sendable {
    var saves: [String] = []
}

private struct SavingApp: App {
    @Environment(\.scenePhase) private var scenePhase
    static let log = SaveLog()

    var body: some Scene {
        WindowGroup {
            Text("Notes")
        }
        .onChange(of: scenePhase) { old, new in
            Self.log.saves.append("\(old) → \(new)")
        }
    }
}

@MainActor @Suite struct ScenePhaseTests {
    @Test func theScenesOnChangeRunsWhenTheAppGoesToTheBackground() {
        let app = SavingApp()
        let running = AppScenePhase.scenes(of: app, in: .active)
        expectEqual(AppScenePhase.watchers(of: running).count, 1)
        #expect(SavingApp.log.saves.isEmpty)
        AppScenePhase.changes(from: running, to: AppScenePhase.scenes(of: app, in: .background))
        expectEqual(SavingApp.log.saves, ["active → background"])
        // The same phase again changes nothing.
        AppScenePhase.changes(from: running, to: AppScenePhase.scenes(of: app, in: .active))
        expectEqual(SavingApp.log.saves.count, 1)
    }
}
