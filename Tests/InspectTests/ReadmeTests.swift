import Builders
import Inspect
import Testing

/// The README's examples, as written there: if one changes, this fails.
@Suite struct ReadmeTests {
    struct Choices: View {
        var body: some View {
            Text("First").tag(0)
            Text("Second").bold().tag(1)
        }
    }

    final class Log: @unchecked Sendable {
        var saved = 0
    }

    struct Screen: View {
        let log: Log
        var body: some View {
            VStack {
                Text("Title").font(.title)
                HStack {
                    Image(systemName: "star")
                    Button("Save") { log.saved += 1 }
                }
                Text("c").bold().padding().id("c")
            }
        }
    }

    @Test func firstExample() throws {
        #expect(String(describing: type(of: Choices().body)) == "TupleView<(ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>)>")
        #expect(Mirror(reflecting: Choices().body).descendant("value", ".1", "modifier", "value", "tagged") as? Int == 1)
        #expect(try Choices().inspect().find(text: "Second").tag() == AnyHashable(1))
        #expect(try Choices().inspect().taggedItems(of: Int.self).map(\.text) == ["First", "Second"])
    }

    @Test func inspectingExample() throws {
        let log = Log()
        let root = try Screen(log: log).inspect()
        #expect(try root.vStack().hStack(1).button(1).text().string() == "Save")
        #expect(try root.find(text: "Save").pathToRoot == "view(Screen.self).vStack().hStack(1).button(1).text()")
        #expect(try root.descendant(atPath: "view(Screen.self).vStack().hStack(1)").kind == .hStack)
        try root.find(button: "Save").tap()
        #expect(log.saved == 1)
        #expect(try root.find(viewWithId: "c").modifiers.map(\.name) == ["bold", "padding"])
    }
}
