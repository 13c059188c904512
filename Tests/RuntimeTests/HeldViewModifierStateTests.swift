import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// A count kept in the modifier's own `@State`, with a button that adds to it.
private struct Tally: ViewModifier {
    let name: String
    @State private var count = 0

    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(name) \(count)")
            Button("Add \(name)") { count += 1 }
        }
    }
}

/// Two panes, each with a toolbar that holds a ``Tally`` at the same place in the toolbar's
/// content (the same trail, the same modifier type), and a button that runs the panes' body again.
private struct TwoToolbars: View {
    @State private var ticks = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Inbox pane")
                .toolbar { ToolbarItem { Text("Inbox:").modifier(Tally(name: "inbox")) } }
            Text("Sent pane")
                .toolbar { ToolbarItem { Text("Sent:").modifier(Tally(name: "sent")) } }
            Button("Tick \(ticks)") { ticks += 1 }
        }
    }
}

/// A view a modifier holds (a toolbar's content, a presentation's) is placed by the view holding
/// it: a custom modifier applied there has state of its own, as everywhere else.
extension ModifierStateTests {
    @Test func eachToolbarsModifierHasStateOfItsOwn() {
        let app = HeadlessDriver(TwoToolbars(), width: 40, height: 8)
        #expect(app.text.contains("inbox 0") && app.text.contains("sent 0"))
        // The panes, and one position for each of the two applications.
        expectEqual(app.runtime.viewCount, 3)
        tap(app, "Add inbox")
        expectContains(app.text, "inbox 1")
        expectContains(app.text, "sent 0")
        tap(app, "Add sent")
        tap(app, "Add sent")
        #expect(app.text.contains("inbox 1") && app.text.contains("sent 2"))
    }

    @Test func aToolbarModifiersStateSurvivesTheBodyThatAppliesItRunningAgain() {
        let app = HeadlessDriver(TwoToolbars(), width: 40, height: 8)
        tap(app, "Add sent")
        tap(app, "Tick 0")
        expectContains(app.text, "Tick 1")
        expectContains(app.text, "sent 1")
    }
}
