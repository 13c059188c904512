import Builders
import Runtime
import Terminal
import Testing
import Expectations

private enum Field: Hashable { case name, email }

private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var field: Field?

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            Button("Next") { field = .email }
            Button("Clear") { field = nil }
            Text("field=\(field.map { "\($0)" } ?? "none") name=\(name) email=\(email)")
        }
    }
}

private struct Search: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Button("Find") { isSearching = true }
            TextField("Query", text: $query).focused($isSearching)
            Text("searching=\(isSearching) query=\(query)")
        }
    }
}

/// `@FocusState` with `focused(_:equals:)` and `focused(_:)`, as SwiftUI documents them: when the
/// focus moves to a view, the state takes the view's value; when it leaves, the state goes back to
/// `nil` (`false`); when code sets the state to a view's value, the focus moves to that view.
@MainActor @Suite struct FocusStateTests {
    @Test func outsideARunningAppTheStateStartsUnfocused() {
        expectEqual(FocusState<Bool>().wrappedValue, false)
        expectEqual(FocusState<Field?>().wrappedValue, nil)
        let state = FocusState<Field?>()
        state.projectedValue.wrappedValue = .email
        expectEqual(state.wrappedValue, .email)
    }

    @Test func theStateFollowsTabAndShiftTab() {
        let app = HeadlessDriver(SignUp(), width: 60, height: 10)
        // A terminal app focuses its first control from the start, so the state names it.
        expectContains(app.text, "field=name")
        app.press(.tab)
        expectContains(app.text, "field=email")
        app.press(.tab)
        expectContains(app.text, "field=none")
        app.press(.backTab)
        expectContains(app.text, "field=email")
    }

    @Test func settingTheStateInAnActionMovesTheFocus() {
        let app = HeadlessDriver(SignUp(), width: 60, height: 10)
        app.send(.tab, .tab)
        expectContains(app.text, "field=none")
        app.press(.enter)
        expectContains(app.text, "field=email")
        expectEqual(app.focusedPath?.contains("textField"), true)
        app.type("a@b")
        expectContains(app.text, "email=a@b")
        expectContains(app.text, "name= ")
    }

    @Test func clearingTheStateLeavesTheFocusWhereItIsAndThenIdles() {
        let app = HeadlessDriver(SignUp(), width: 60, height: 10)
        let frames = app.frameCount
        app.click(on: "Clear")
        expectContains(app.text, "field=none")
        // Clearing cannot take the focus from every control in a terminal: it stays on Clear.
        expectEqual(app.focusedPath?.contains("button"), true)
        #expect(app.frameCount > frames)
        let settled = app.frameCount
        expectEqual(app.settle(), 0)
        expectEqual(app.frameCount, settled)
    }

    @Test func aClickOnABoundFieldSetsTheState() {
        let app = HeadlessDriver(SignUp(), width: 60, height: 10)
        app.press(.tab)
        #expect(app.click(on: "Name"))
        expectContains(app.text, "field=name")
    }

    @Test func aBoolStateIsTrueWhileItsViewHasTheFocus() {
        let app = HeadlessDriver(Search(), width: 60, height: 10)
        expectContains(app.text, "searching=false")
        app.press(.enter)
        expectContains(app.text, "searching=true")
        expectEqual(app.focusedPath?.contains("textField"), true)
        app.type("swift")
        expectContains(app.text, "query=swift")
        app.press(.tab)
        expectContains(app.text, "searching=false")
    }
}
