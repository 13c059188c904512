import Builders
import Inspect
import Runtime
import Script
import Testing
import Expectations

/// Files holding an app (`@main struct X: App`) are read as the app runs: its first window's
/// content is the root, with what the App itself set up.
@MainActor @Suite struct AppRootTests {
    static let store = """
        import SwiftUI

        final class Library: ObservableObject {
            @Published var books = ["Dune", "Emma"]
        }
        """

    static let contentView = """
        import SwiftUI

        struct ContentView: View {
            @EnvironmentObject var library: Library
            @Binding var opened: Int

            var body: some View {
                VStack {
                    Text("\\(library.books.count) books, opened \\(opened)")
                    Button("Open") { opened += 1 }
                }
            }
        }

        #Preview("Empty") {
            Text("A preview")
        }
        """

    static let app = """
        import SwiftUI

        @main
        struct ShelfApp: App {
            @StateObject private var library = Library()
            @State private var opened = 0

            var body: some Scene {
                WindowGroup {
                    ContentView(opened: $opened)
                        .environmentObject(library)
                }
                .commands {
                    CommandGroup(replacing: .newItem) {}
                }
                Settings {
                    Text("Preferences")
                }
            }
        }
        """

    static func files(app: String = Self.app) -> [ViewFile.Source] {
        [.init(name: "ShelfApp.swift", text: app), .init(name: "Library.swift", text: store), .init(name: "ContentView.swift", text: contentView)]
    }

    @Test func theAppsFirstWindowIsTheRootRatherThanAPreview() throws {
        let view = inspect(try ViewFile.build(files: Self.files()))
        expectEqual(try view.find(text: "2 books, opened 0").string(), "2 books, opened 0")
        expectThrows(InspectionError.self) { try view.find(text: "A preview") }
        expectThrows(InspectionError.self) { try view.find(text: "Preferences") }
    }

    @Test func aPreviewPickedByNameIsTheRootEvenInAnApp() throws {
        let view = try ViewFile.build(files: Self.files(), options: .init(preview: .name("Empty")))
        expectEqual(try inspect(view).find(Text.self).string(), "A preview")
    }

    @Test func theAppsStateLivesAsLongAsTheRunningApp() throws {
        let reading = try ViewFile.live(files: Self.files())
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 4) }
        let app = open(reading.view)
        expectContains(app.text, "2 books, opened 0")
        app.press(.enter)
        app.press(.enter)
        expectContains(app.text, "2 books, opened 2")
        #expect(reading.session.errors.isEmpty)
    }

    @Test func environmentModifiersWrittenOnTheSceneReachTheWindowsContent() throws {
        let onScene = Self.app.replacingOccurrences(
            of: "ContentView(opened: $opened)\n                .environmentObject(library)\n        }",
            with: "ContentView(opened: $opened)\n        }\n        .environmentObject(library)")
        #expect(onScene != Self.app)
        let view = inspect(try ViewFile.build(files: Self.files(app: onScene)))
        expectEqual(try view.find(text: "2 books, opened 0").string(), "2 books, opened 0")
    }

    @Test func aSceneOfTheFilesOwnAndAConditionAreFollowedToTheWindow() throws {
        let source = """
            import SwiftUI

            struct MainScene: Scene {
                let title: String
                var body: some Scene {
                    WindowGroup { Text(title) }
                }
            }

            @main
            struct TitledApp: App {
                let compact = false
                var body: some Scene {
                    if compact {
                        WindowGroup { Text("Compact") }
                    } else {
                        MainScene(title: "Wide")
                    }
                }
            }
            """
        expectEqual(try inspect(try read(source)).find(Text.self).string(), "Wide")
    }

    @Test func anAppWithoutAWindowSaysSo() {
        let source = """
            @main
            struct MenuApp: App {
                var body: some Scene {
                    Settings { Text("Preferences") }
                }
            }
            """
        let error = scriptError { try read(source, file: "m.swift") }
        #expect(error?.description == """
            m.swift:4:9: error: expected a WindowGroup or a Window in MenuApp's scenes, found none a terminal can show
                    Settings { Text("Preferences") }
                    ^
            """)
    }

    @Test func anUnknownSceneIsNamedWithTheScenesThereAre() {
        let source = """
            @main
            struct PanelApp: App {
                var body: some Scene {
                    Panel { Text("x") }
                }
            }
            """
        let error = scriptError { try read(source, file: "p.swift") }
        expectEqual(error?.message, "unknown scene 'Panel'; expected WindowGroup, Window, Settings or a scene of the files")
    }
}
