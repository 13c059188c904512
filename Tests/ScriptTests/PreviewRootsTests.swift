import Builders
import Inspect
import Script
import Testing
import Expectations

/// `ViewFile.previewRoots`: every preview of the files, each built on its own, in order; the
/// root when they have none, or when the options choose one.
@MainActor @Suite struct PreviewRootsTests {
    static let previews = """
        let greeting = "Hello"

        struct Greeting: View {
            var name = "World"
            var body: some View { Text("\\(greeting), \\(name)!") }
        }

        #Preview {
            Greeting()
        }

        #Preview("Named") {
            Greeting(name: "Ada")
        }

        struct Greeting_Previews: PreviewProvider {
            static var previews: some View {
                Greeting(name: "Provider")
            }
        }

        @main
        struct GreetingApp: App {
            var body: some Scene {
                WindowGroup { Greeting(name: "App") }
            }
        }
        """

    func texts(_ roots: [ViewFile.PreviewRoot]) throws -> [String] {
        try roots.map { try inspect($0.view).find(Text.self).string() }
    }

    @Test func everyPreviewThenEveryProviderInOrderButNotTheApp() throws {
        let roots = try ViewFile.previewRoots(files: [ViewFile.Source(name: "g.swift", text: Self.previews)])
        expectEqual(roots.map(\.origin), [.preview(number: 1, name: nil), .preview(number: 2, name: "Named"), .provider("Greeting_Previews")])
        expectEqual(try texts(roots), ["Hello, World!", "Hello, Ada!", "Hello, Provider!"])
    }

    @Test func filesWithoutPreviewsGiveTheirRoot() throws {
        let app = try ViewFile.previewRoots(files: [ViewFile.Source(name: "a.swift", text: """
            struct Greeting: View {
                var body: some View { Text("Hi") }
            }

            @main
            struct GreetingApp: App {
                var body: some Scene {
                    WindowGroup { Greeting() }
                }
            }
            """)])
        expectEqual(app.map(\.origin), [.root])
        expectEqual(try texts(app), ["Hi"])
        let expression = try ViewFile.previewRoots(files: [ViewFile.Source(name: "e.swift", text: "Text(\"Top\")")])
        expectEqual(expression.map(\.origin), [.root])
        expectEqual(try texts(expression), ["Top"])
    }

    @Test func theOptionsChooseOneRoot() throws {
        let files = [ViewFile.Source(name: "g.swift", text: Self.previews)]
        let named = try ViewFile.previewRoots(files: files, options: .init(preview: .name("Named")))
        expectEqual(named.map(\.origin), [.preview(number: 2, name: "Named")])
        let root = try ViewFile.previewRoots(files: files, options: .init(root: "Greeting(name: \"Root\")"))
        expectEqual(root.map(\.origin), [.root])
        expectEqual(try texts(root), ["Hello, Root!"])
    }

    @Test func anErrorInAnyPreviewNamesItsPlace() throws {
        let source = Self.previews + "\n\n#Preview(\"Broken\") {\n    Greeting(nmae: \"x\")\n}\n"
        let error = scriptError { try ViewFile.previewRoots(files: [ViewFile.Source(name: "g.swift", text: source)]) }
        expectEqual(error?.file, "g.swift")
        expectEqual(error?.location.line, 30)
    }
}
