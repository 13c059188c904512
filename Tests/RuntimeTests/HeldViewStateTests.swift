import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// A field and a line that repeats what the field holds, both reading the view's own `@State`.
private struct NameForm: View {
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Text("Hello, \(name.isEmpty ? "nobody" : name)")
        }
    }
}

/// A counter with its own `@State`, for a toolbar.
private struct ToolbarCounter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

/// A screen presenting a sheet whose content is a view with state of its own.
private struct Presenter: View {
    @State private var showingForm = true

    var body: some View {
        Text("Screen")
            .sheet(isPresented: $showingForm) {
                NameForm()
            }
    }
}

/// The views a modifier holds (a sheet's content, a toolbar item) are inspected as roots of their
/// own, placed by their holder: a custom view among them is the holder's child, so a change of
/// its state draws it again, though nothing of the holder changed.
@MainActor @Suite struct HeldViewStateTests {
    @Test func typingInAFieldOfASheetsOwnViewShowsAtOnce() {
        let app = HeadlessDriver(Presenter(), width: 40, height: 8)
        expectContains(app.text, "Hello, nobody")
        app.type("Ada")
        expectContains(app.text, "[Ada")
        expectContains(app.text, "Hello, Ada")
        app.press(.backspace)
        #expect(app.text.contains("Hello, Ad") && !app.text.contains("Hello, Ada"))
    }

    @Test func aToolbarItemsOwnStateIsDrawnWhenItChanges() {
        struct Screen: View {
            var body: some View {
                Text("Screen").toolbar { ToolbarItem { ToolbarCounter() } }
            }
        }
        let app = HeadlessDriver(Screen(), width: 40, height: 4)
        expectContains(app.text, "Count 0")
        app.press(.enter)
        expectContains(app.text, "Count 1")
        app.press(.enter)
        expectContains(app.text, "Count 2")
    }
}
