import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// A stack whose own modifiers load once and save each change, a list inside it with its own
/// `onAppear`, and a destination that changes what the stack watches.
private struct Library: View {
    let log: EventLog
    @State private var books = 1

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Shelf") {
                    Button("Add book") { books += 1 }
                }
                Text("\(books) books")
            }
            .onAppear { log.events.append("list appeared") }
            .onDisappear { log.events.append("list disappeared") }
        }
        .onAppear { log.events.append("stack appeared") }
        .onChange(of: books) { old, new in log.events.append("books \(old)->\(new)") }
    }
}

/// The same with the first era's NavigationView.
private struct OldLibrary: View {
    let log: EventLog
    @State private var books = 1

    var body: some View {
        VStack {
            NavigationView {
                NavigationLink(destination: Button("Add book") { books += 1 }) { Text("Shelf") }
            }
            Text("\(books) books")
        }
        .onAppear { log.events.append("screen appeared") }
        .onChange(of: books) { old, new in log.events.append("books \(old)->\(new)") }
    }
}

/// A destination pushed in a navigation container shows in place of the screen, but, as in
/// SwiftUI, the container and the views around it stay in the tree: their `onAppear` does not
/// run again on the way back, and their `onChange(of:)` sees what changed meanwhile. The
/// container's content leaves the screen and comes back, as a screen pushed away does.
@MainActor @Suite struct PushedScreenLifecycleTests {
    @Test func theStacksOwnModifiersStayWhileTheListInsideComesAndGoes() {
        let log = EventLog()
        let app = HeadlessDriver(Library(log: log), width: 40, height: 6)
        expectEqual(log.events.sorted(), ["list appeared", "stack appeared"])
        log.events.removeAll()
        app.press(.enter)
        expectContains(app.text, "Add book")
        app.press(.enter)
        app.press(.enter)
        app.press(.escape)
        expectContains(app.text, "3 books")
        // The list went when the destination showed, and came back; the stack's load ran once,
        // and its watcher saw the two books added while it was covered, as one change.
        expectEqual(log.events.first, "list disappeared")
        expectEqual(log.events.dropFirst().sorted(), ["books 1->3", "list appeared"])
    }

    @Test func aNavigationViewsContainingScreenStaysToo() {
        let log = EventLog()
        let app = HeadlessDriver(OldLibrary(log: log), width: 40, height: 6)
        app.press(.enter)
        expectContains(app.text, "Add book")
        app.press(.enter)
        app.press(.escape)
        expectContains(app.text, "2 books")
        expectEqual(log.events, ["screen appeared", "books 1->2"])
    }
}
