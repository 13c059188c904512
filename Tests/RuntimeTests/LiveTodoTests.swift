import Builders
import Runtime
import Script
import Terminal
import Testing
import Expectations

// The compiled twin of `LiveTodoTests.source`: the same code, compiled.
private struct TodoRow: View {
    let title: String
    @State private var isDone = false

    var body: some View {
        Toggle(title, isOn: $isDone)
    }
}

private struct TodoScreen: View {
    @State private var items: [String] = ["Milk"]
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(items.count) items")
            TextField("New", text: $draft)
            Button("Add") {
                if !draft.isEmpty {
                    items.append(draft)
                    draft = ""
                }
            }
            ForEach(items, id: \.self) { title in
                TodoRow(title: title)
            }
        }
    }
}

/// A to-do file (a TextField, a Button appending to an array, a Toggle with its own state in a
/// ForEach) read and run live shows the same screens as the same code compiled, key after key.
@MainActor @Suite struct LiveTodoTests {
    static let source = """
        import SwiftUI

        struct TodoRow: View {
            let title: String
            @State private var isDone = false

            var body: some View {
                Toggle(title, isOn: $isDone)
            }
        }

        struct TodoScreen: View {
            @State private var items: [String] = ["Milk"]
            @State private var draft = ""

            var body: some View {
                VStack(alignment: .leading) {
                    Text("\\(items.count) items")
                    TextField("New", text: $draft)
                    Button("Add") {
                        if !draft.isEmpty {
                            items.append(draft)
                            draft = ""
                        }
                    }
                    ForEach(items, id: \\.self) { title in
                        TodoRow(title: title)
                    }
                }
            }
        }

        #Preview { TodoScreen() }
        """

    @Test func aReadToDoFileShowsTheSameScreensAsTheCompiledOneAfterEveryKey() throws {
        let compiled = HeadlessDriver(TodoScreen(), width: 40, height: 10)
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "todo.swift", text: Self.source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 10) }
        let live = open(reading.view)
        expectEqual(live.text, compiled.text)
        let keys: [Key] = [
            .tab, .space,                                   // tick Milk
            .backTab, .character("E"), .character("g"), .character("g"), .tab, .enter,   // type Egg, Add
            .tab, .tab, .space,                             // tick Egg
            .backTab, .space,                               // untick Milk
            .backTab, .backTab, .character("T"), .tab, .enter,   // add T
        ]
        for (index, key) in keys.enumerated() {
            compiled.press(key)
            live.press(key)
            #expect(live.text == compiled.text, "after key \(index) (\(key)):\n\(live.text)\n--- compiled:\n\(compiled.text)")
        }
        expectContains(live.text, "3 items")
        #expect(reading.session.errors.isEmpty)
    }
}
