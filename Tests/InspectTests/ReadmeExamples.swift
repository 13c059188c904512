// The README's Swift code blocks, compiled. After each `// MARK: README block N`, the lines not
// marked "not in README" are block N's code lines, in order, without the README's `// result`
// comments: ReadmeTests reads this file and README.md and fails unless both hold the same lines,
// then runs the statements here and checks the README's comments against what they give.
//
// The README's top-level statements are the body of a `@ReadmeStatements` function, which keeps
// each statement's value and what it printed; `print` is ``ReadmeExample/print(_:separator:terminator:)``,
// which prints into that record.

// MARK: README block 1
import Builders
import Inspect

enum ReadmeChoicesExample: ReadmeExample {  // not in README
    struct Choices: View {
        var body: some View {
            Text("First").tag(0)
            Text("Second").bold().tag(1)
        }
    }

    @MainActor @ReadmeStatements static func statements() throws -> [ReadmeStatement] {  // not in README
        print(type(of: Choices().body))
        Mirror(reflecting: Choices().body).descendant("value", ".1", "modifier", "value", "tagged")
        try Choices().inspect().find(text: "Second").tag()
        try Choices().inspect().taggedItems(of: Int.self).map(\.text)
    }  // not in README
}  // not in README

// MARK: README block 2
enum ReadmeInspectingExample: ReadmeExample {  // not in README
    struct Screen: View {
        var body: some View {
            VStack {
                Text("Title").font(.title)
                HStack {
                    Image(systemName: "star")
                    Button("Save") { print("saved") }
                }
                Text("c").bold().padding().id("c")
            }
        }
    }

    @MainActor @ReadmeStatements static func statements() throws -> [ReadmeStatement] {  // not in README
        let root = try Screen().inspect()
        try root.vStack().hStack(1).button(1).labelView().text().string()
        try root.find(text: "Save").pathToRoot
        try root.descendant(atPath: "view(Screen.self).vStack().hStack(1)").kind
        try root.find(button: "Save").tap()
        try root.find(viewWithId: "c").modifiers.map(\.name)
        print(try root.treeDump())
    }  // not in README
}  // not in README

// MARK: README block 3
enum ReadmeViewInspectorExample: ReadmeExample {  // not in README
    struct Counter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    @MainActor @ReadmeStatements static func statements() throws -> [ReadmeStatement] {  // not in README
        let counter = Counter()
        try counter.inspect().find(button: "Add").tap()
        try counter.inspect().find(ViewKind.text).string()
        try counter.inspect().vStack().map(\.kind)
        try counter.inspect().find(text: "Count: 1").parent().pathToRoot
    }  // not in README
}  // not in README
