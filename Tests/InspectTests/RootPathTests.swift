import Builders
import Inspect
import Testing
import Expectations

/// A greeting card with a message under its title.
private struct GreetingCard: View {
    var body: some View {
        VStack {
            Text("Hello")
            Text("Welcome back")
        }
    }
}

/// Paths of the root `inspect()` gives, as ViewInspector writes them.
@MainActor @Suite struct RootPathTests {
    @Test func theRootNoStepNamedIsAtAnEmptyPathAndAStepNamesIt() throws {
        let root = try GreetingCard().inspect()
        expectEqual(root.pathToRoot, "")
        expectEqual(try root.view(GreetingCard.self).pathToRoot, "view(GreetingCard.self)")
        expectEqual(try root.vStack().pathToRoot, "view(GreetingCard.self).vStack()")
        expectEqual(try root.find(text: "Welcome back").pathToRoot, "view(GreetingCard.self).vStack().text(1)")
        expectEqual(try Text("a").inspect().find(text: "a").pathToRoot, "text()")
    }

    @Test func aStepItsModifiersReachStartsThePathAndAnErrorBelowTheRootNamesIt() throws {
        let view = Text("Saved").overlay(Text("✓"))
        expectEqual(try view.inspect().overlay().pathToRoot, "overlay()")
        expectEqual(try view.inspect().text().overlay().pathToRoot, "text().overlay()")
        expectEqual(try view.inspect().find(text: "✓").pathToRoot, "text().overlay().text()")
        // An error at the root names it, though its path is empty.
        expectThrows(InspectionError.indexOutOfRange(index: 0, count: 0, path: "text()")) {
            try view.inspect().button()
        }
    }
}
