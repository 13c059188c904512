import Builders
import Foundation
import Runtime
import Testing
import Expectations

/// A counter kept in a store, and a second view that shows the same key.
private struct VisitCounter: View {
    let store: UserDefaults?
    @AppStorage var visits: Int

    init(store: UserDefaults?) {
        self.store = store
        _visits = AppStorage(wrappedValue: 0, "visits", store: store)
    }

    var body: some View {
        VStack {
            Button("Visit") { visits += 1 }
            VisitBadge(store: store)
        }
    }
}

private struct VisitBadge: View {
    @AppStorage var visits: Int

    init(store: UserDefaults?) {
        _visits = AppStorage(wrappedValue: 0, "visits", store: store)
    }

    var body: some View { Text("visits: \(visits)") }
}

@MainActor @Suite struct AppStorageRuntimeTests {
    @Test func everyViewShowingAKeyIsDrawnAgainWhenItIsWritten() {
        let suite = "ViewInspection.AppStorageRuntimeTests.\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: suite)
        defer { defaults?.removePersistentDomain(forName: suite) }
        let app = HeadlessDriver(VisitCounter(store: defaults), width: 30, height: 4)
        expectContains(app.text, "visits: 0")
        tap(app, "Visit")
        tap(app, "Visit")
        expectContains(app.text, "visits: 2")
        expectEqual(defaults?.integer(forKey: "visits"), 2)
    }
}
