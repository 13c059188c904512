import Builders
import Runtime
import Testing
import Expectations

/// A list with a bar of its own below it, holding a button that changes the list's state.
private struct TallyScreen: View {
    @State private var items = ["first"]

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .safeAreaInset(edge: .bottom) {
                Button("Add (\(items.count))") { items.append("more") }
            }
    }
}

/// A safe-area inset's view is part of the running screen: drawn at its edge, and its controls
/// work like any other.
@MainActor @Suite struct SafeAreaInsetRuntimeTests {
    @Test func aButtonInASafeAreaInsetRunsAndTheScreenFollows() {
        let app = HeadlessDriver(TallyScreen(), width: 20, height: 6)
        expectContains(app.text, "Add (1)")
        tap(app, "Add (1)")
        expectContains(app.text, "Add (2)")
        expectContains(app.text, "more")
    }

    @Test func theInsetsButtonTakesTheFocusAndEnterRunsIt() {
        let app = HeadlessDriver(TallyScreen(), width: 20, height: 6)
        app.press(.enter)
        expectContains(app.text, "Add (2)")
    }
}
