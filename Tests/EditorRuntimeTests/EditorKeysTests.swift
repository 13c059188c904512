import Builders
import EditorRuntime
import Inspect
import ReflectionUI
import Runtime
import Terminal
import Testing
import Expectations

/// How many times a field's cancel action ran.
private final class CancelCount: @unchecked Sendable {
    var value = 0
}

/// One text field, with a cancel action or without.
private struct NameField: View {
    let cancels: CancelCount?
    @State private var name = "Ann"

    var body: some View {
        if let cancels {
            TextField("Name", text: $name).onCancelEditing { cancels.value += 1 }
        } else {
            TextField("Name", text: $name)
        }
    }
}

/// The editors' keys in a running app, without a terminal: Esc in a field with a cancel action
/// runs it, every other key goes to the handlers the runtime had, and the debug panel's key.
@Suite @MainActor struct EditorKeysTests {
    @Test func escInAFieldWithACancelActionRunsItInsteadOfLeavingTheApp() {
        let cancels = CancelCount()
        let app = HeadlessDriver(NameField(cancels: cancels), width: 30, height: 3)
        EditorKeys.install(on: app.runtime)
        app.press(.escape)
        expectEqual(cancels.value, 1)
        #expect(!app.quitRequested)
    }

    @Test func escInAFieldWithoutACancelActionIsLeftToTheApp() {
        let app = HeadlessDriver(NameField(cancels: nil), width: 30, height: 3)
        EditorKeys.install(on: app.runtime)
        app.press(.escape)
        #expect(app.quitRequested)
    }

    @Test func otherKeysReachTheFieldsOwnHandler() {
        let cancels = CancelCount()
        let app = HeadlessDriver(NameField(cancels: cancels), width: 30, height: 3)
        EditorKeys.install(on: app.runtime)
        expectNotContains(app.text, "x")
        app.type("x")
        expectContains(app.text, "x")
        expectEqual(cancels.value, 0)
    }

    @Test func installWrapsTheHandlerOfEveryCancellableKind() {
        let app = HeadlessDriver(Text("none"), width: 30, height: 3)
        let before = EditorKeys.cancellableKinds.map { app.runtime.keyHandlers[$0] != nil }
        EditorKeys.install(on: app.runtime)
        #expect(EditorKeys.cancellableKinds.allSatisfy { app.runtime.keyHandlers[$0] != nil })
        // The text fields had handlers of their own, which the editors' keys now wrap.
        #expect(before.contains(true))
    }

    @Test func theDebugPanelsKeyShowsAndHidesThePanelAndIsTakenFromTheApp() {
        let state = DebugPanelState()
        let filter = EditorKeys.debugPanelToggle(.character("`"), state: state)
        #expect(filter(.character("`")))
        #expect(state.isShown)
        #expect(!filter(.character("a")))
        #expect(state.isShown)
        #expect(filter(.character("`")))
        #expect(!state.isShown)
    }
}
