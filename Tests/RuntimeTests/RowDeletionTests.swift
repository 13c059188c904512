import Builders
import Inspect
import Runtime
import Testing
@testable import TodoExample
import Expectations

private struct Fruits: View {
    @State private var names = ["apple", "banana", "cherry"]

    var body: some View {
        VStack {
            List {
                ForEach(names, id: \.self) { name in
                    Button(name) {}
                }
                .onDelete { offsets in names.remove(atOffsets: offsets) }
            }
            Button("Keep") {}
        }
    }
}

@MainActor @Suite struct RowDeletionTests {
    @Test func deleteOnAFocusedRowRunsOnDeleteWithItsOffset() {
        let app = HeadlessDriver(Fruits(), width: 30, height: 8)
        app.press(.tab)
        expectEqual(app.focusedPath?.contains("button"), true)
        app.press(.delete)
        expectContains(app.text, "apple")
        expectNotContains(app.text, "banana")
        expectContains(app.text, "cherry")
    }

    @Test func backspaceOutsideARowDeletesNothing() {
        let app = HeadlessDriver(Fruits(), width: 30, height: 8)
        app.send(.tab, .tab, .tab)
        app.press(.backspace)
        #expect(app.text.contains("apple") && app.text.contains("banana") && app.text.contains("cherry"))
    }

    @Test func theTodoExampleDeletesTheFocusedRowWithTheDeleteKey() {
        let app = HeadlessDriver(TodoView(), width: 50, height: 10)
        expectContains(app.text, "Test it in tmux")
        app.send(.tab, .tab, .tab)
        expectEqual(app.runtime.focusedTarget?.source?.kind, .toggle)
        app.press(.delete)
        expectNotContains(app.text, "Test it in tmux")
        expectContains(app.text, "Write the runtime")
        expectContains(app.text, "2 left")
    }
}
