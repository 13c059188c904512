import Builders
import Inspect
import Script
import Testing
import Expectations

/// The root is found as Xcode's preview finds it, and `--root` overrides it.
@MainActor @Suite struct ReaderRootTests {
    static let twoPreviews = """
        struct Greeting: View {
            var name = "World"
            var body: some View { Text("Hello, \\(name)!") }
        }

        #Preview("Default") {
            Greeting()
        }

        #Preview("Named") {
            Greeting(name: "Ada")
        }
        """

    func text(_ view: any View) throws -> String? {
        try inspect(view).find(Text.self).string()
    }

    @Test func theFirstPreviewIsTheRootUnlessOneIsPicked() throws {
        expectEqual(try text(read(Self.twoPreviews)), "Hello, World!")
        let named = try ViewFile.build(source: Self.twoPreviews, file: "g.swift", options: .init(preview: .name("Named")))
        expectEqual(try text(named), "Hello, Ada!")
        let second = try ViewFile.build(source: Self.twoPreviews, file: "g.swift", options: .init(preview: .index(2)))
        expectEqual(try text(second), "Hello, Ada!")
    }

    @Test func anUnknownPreviewListsThePreviewsThereAre() {
        let error = scriptError { try ViewFile.build(source: Self.twoPreviews, file: "g.swift", options: .init(preview: .name("Nmaed"))) }
        #expect(error?.message == #"no #Preview named 'Nmaed'; did you mean 'Named'? (the files have 1 "Default", 2 "Named")"#)
        let index = scriptError { try ViewFile.build(source: Self.twoPreviews, file: "g.swift", options: .init(preview: .index(3))) }
        #expect(index?.message == #"no preview number 3: the files have 2 (1 "Default", 2 "Named")"#)
    }

    @Test func aPreviewProvidersPreviewsAreTheRootWithoutAPreview() throws {
        let source = """
            struct Badge: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Badge(count: 3)
                }
            }
            """
        expectEqual(try text(read(source)), "3")
    }

    @Test func theOnlyViewStructMadeWithoutArgumentsIsTheRootWithoutAPreview() throws {
        let source = """
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Screen: View {
                var body: some View { Row(title: "Inbox") }
            }
            """
        let built = try read(source)
        expectEqual(try inspect(built).treeDump(), "Screen\n└─ Row\n   └─ Text \"Inbox\"\n")
    }

    @Test func aMissingRootSaysWhereARootWasLookedFor() {
        let source = """
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        #expect(scriptError { try read(source, file: "r.swift") }?.description == """
            r.swift:1:1: error: no root view: looked for an App, a #Preview, a PreviewProvider's 'previews', a top-level view expression, and a view struct that can be made without arguments, found only Row(title:); add a #Preview or give one with --root
            struct Row: View {
            ^
            """)
        let two = "struct A: View { var body: some View { Text(\"a\") } }\nstruct B: View { var body: some View { Text(\"b\") } }"
        expectEqual(scriptError { try read(two) }?.message, "no root view: looked for an App, a #Preview, a PreviewProvider's 'previews', a top-level view expression, and found 2 view structs that can be made without arguments (A, B); add a #Preview or give one with --root")
    }

    @Test func rootOptionOverridesThePreviewsAndItsErrorsNameIt() throws {
        let built = try ViewFile.build(source: Self.twoPreviews, file: "g.swift", options: .init(root: #"Greeting(name: "Grace")"#))
        expectEqual(try text(built), "Hello, Grace!")
        let error = scriptError { try ViewFile.build(source: Self.twoPreviews, file: "g.swift", options: .init(root: #"Greting(name: "x")"#)) }
        #expect(error?.description == """
            --root:1:1: error: unknown view 'Greting'; did you mean 'Greeting'?
            Greting(name: "x")
            ^
            """)
    }

    @Test func severalFilesAreOneModuleAndErrorsNameTheirFile() throws {
        let model = ViewFile.Source(name: "Model.swift", text: "struct Item: Identifiable {\n    let id: Int\n    let name: String\n}\n")
        let view = ViewFile.Source(name: "List.swift", text: """
            struct ItemList: View {
                let items: [Item]
                var body: some View {
                    ForEach(items) { item in Text(item.name) }
                }
            }
            #Preview { ItemList(items: [Item(id: 1, name: "a"), Item(id: 2, name: "b")]) }
            """)
        let built = try ViewFile.build(files: [model, view])
        expectEqual(try inspect(built).findAll(Text.self).map { try $0.string() }, ["a", "b"])
        let broken = ViewFile.Source(name: "Model.swift", text: "struct Item: Identifiable {\n    let id: Int\n    let name: Strin g\n}\n")
        expectEqual(scriptError { try ViewFile.build(files: [broken, view]) }?.file, "Model.swift")
    }

    @Test func aRootBindingWithoutAValueIsAConstantOfItsTypesDefault() throws {
        let source = """
            struct Switch: View {
                @Binding var isOn: Bool
                @Binding var level: Double
                var body: some View {
                    Toggle("Level \\(level, specifier: "%.1f")", isOn: $isOn)
                }
            }
            #Preview { Switch() }
            """
        let built = try read(source)
        expectEqual(try inspect(built).find(Text.self).string(), "Level 0.0")
        let noDefault = """
            struct Picker2: View {
                @Binding var choice: Calendar
                var body: some View { Text("x") }
            }
            #Preview { Picker2() }
            """
        expectEqual(scriptError { try read(noDefault) }?.message, "the root Picker2 needs a value for @Binding 'choice': Calendar: give one, as Picker2(choice: .constant(…))")
        let inner = """
            struct Child: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("x", isOn: $isOn) }
            }
            struct Parent: View {
                var body: some View { Child() }
            }
            #Preview { Parent() }
            """
        expectEqual(scriptError { try read(inner) }?.message, "Child(…) needs 'isOn:', a binding (@Binding var isOn: Bool)")
    }

    @Test func actionClosuresAreCheckedAndKeptNotRun() throws {
        let source = """
            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        Button("Add") { count += 1 }
                        Text("tap").onTapGesture {
                            count = 0
                            print("reset")
                        }
                    }
                }
            }
            #Preview { Counter() }
            """
        let reading = try ViewFile.read(files: [ViewFile.Source(name: "c.swift", text: source)])
        expectEqual(reading.actionStatementCounts, [1, 2])
        expectEqual(reading.actionLocations.map(\.line), [6, 7])
        // Not run: the count stays as the state began.
        expectEqual(try inspect(reading.view).find(Text.self).string(), "0")
        let typo = source.replacingOccurrences(of: "{ count += 1 }", with: "{ cont += 1 }")
        #expect(scriptError { try read(typo, file: "c.swift") }?.description == """
            c.swift:6:29: error: unknown name 'cont' in the action; did you mean 'count'?
                        Button("Add") { cont += 1 }
                                        ^
            """)
    }
}
