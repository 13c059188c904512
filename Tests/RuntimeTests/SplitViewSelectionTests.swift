import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// A sidebar of value links in a list bound to a selection, and a detail column showing it.
private struct Mailboxes: View {
    @State private var selected: String?

    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Drafts", "Sent"], id: \.self, selection: $selected) { name in
                NavigationLink(value: name) { Text(name) }
            }
        } detail: {
            Text(selected.map { "Showing \($0)" } ?? "Nothing selected")
        }
    }
}

/// The same with a set of selected values, and the detail listing them.
private struct Tags: View {
    @State private var selected: Set<Int> = []

    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                ForEach(1...3, id: \.self) { number in
                    NavigationLink(value: number) { Text("Tag \(number)") }
                }
            }
        } detail: {
            Text("Selected: \(selected.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

/// Choosing a value link in a split view's sidebar list selects its value, as SwiftUI's sidebar
/// does: the app's detail column follows the selection; nothing is pushed over the screen.
@MainActor @Suite struct SplitViewSelectionTests {
    @Test func choosingALinkSelectsItsValueAndTheDetailShowsIt() {
        let app = HeadlessDriver(Mailboxes(), width: 60, height: 6)
        expectContains(app.text, "Nothing selected")
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Showing Drafts")
        expectEqual(app.runtime.navigationDepth, 0)
        // The focus stays on the link chosen: the next one is a Tab away.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Showing Sent")
    }

    @Test func aSetSelectionHoldsTheOneChosen() {
        let app = HeadlessDriver(Tags(), width: 60, height: 6)
        app.press(.enter)
        expectContains(app.text, "Selected: 1")
        app.press(.tab)
        app.press(.space)
        expectContains(app.text, "Selected: 2")
        expectNotContains(app.text, "Selected: 1,2")
    }
}
