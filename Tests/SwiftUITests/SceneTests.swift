import Foundation
import Inspect
import SwiftUI
import Testing
import Expectations

/// A store the app owns and hands to its views.
private final class NotesStore: ObservableObject {
    @Published var notes = ["Buy milk"]
}

private struct NotesList: View {
    @EnvironmentObject var store: NotesStore

    var body: some View {
        VStack {
            ForEach(store.notes, id: \.self) { Text($0) }
            Button("Add") { store.notes.append("Note \(store.notes.count + 1)") }
        }
    }
}

private struct NotesSettings: View {
    var body: some View { Text("Settings") }
}

/// An app as a macOS-and-iOS tutorial writes it: a window group with scene modifiers, settings and
/// menu commands beside it.
private struct NotesApp: App {
    @StateObject private var store = NotesStore()

    var body: some Scene {
        WindowGroup("Notes") {
            NotesList().environmentObject(store)
        }
        .defaultSize(width: 600, height: 400)
        .windowStyle(.hiddenTitleBar)
        .windowResizability(.contentSize)
        .commands {
            CommandMenu("Notes") {
                Button("New Note") { store.notes.append("New") }
            }
            CommandGroup(replacing: .newItem) {}
            SidebarCommands()
        }
        .onChange(of: store.notes.count) { _ in }

        Settings {
            NotesSettings()
        }
    }
}

/// Where ``ThemedApp`` keeps its theme: a store of its own, so the tests share no file.
private enum ThemeStore {
    static let suite = "ViewInspection.SceneTests.\(UUID().uuidString)"
    nonisolated(unsafe) static let defaults = UserDefaults(suiteName: suite)
}

private struct SchemeReport: View {
    @Environment(\.colorScheme) private var colorScheme
    @AppStorage("theme", store: ThemeStore.defaults) private var isDark = false

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "Dark mode" : "Light mode")
            Toggle("Dark", isOn: $isDark)
        }
    }
}

/// An app that reads its own stored setting to choose its window's scheme, as tutorials write it.
private struct ThemedApp: App {
    @AppStorage("theme", store: ThemeStore.defaults) private var isDark = false

    var body: some Scene {
        WindowGroup {
            SchemeReport()
                .preferredColorScheme(isDark ? .dark : .light)
        }
    }
}

/// An app whose body has only settings: nothing for a terminal to show.
private struct SettingsOnlyApp: App {
    var body: some Scene {
        Settings { NotesSettings() }
    }
}

@MainActor @Suite struct SceneTests {
    @Test func theFirstWindowGroupRunsThroughSceneModifiersWithTheAppsStore() throws {
        let app = try HeadlessDriver(app: NotesApp(), width: 30, height: 6)
        expectContains(app.text, "Buy milk")
        try app.inspect().find(button: "Add").tap()
        app.settle()
        expectContains(app.text, "Note 2")
    }

    @Test func theAppsOwnStateReadByItsScenesIsLive() throws {
        defer { ThemeStore.defaults?.removePersistentDomain(forName: ThemeStore.suite) }
        let app = try HeadlessDriver(app: ThemedApp(), width: 30, height: 4)
        expectContains(app.text, "Light mode")
        // The toggle writes the key the app's body reads: the window's content is made again.
        app.press(.space)
        expectContains(app.text, "Dark mode")
        expectContains(app.text, "[x] Dark")
        app.press(.space)
        expectContains(app.text, "Light mode")
    }

    @Test func anAppWithoutAWindowGroupIsAnErrorNamingIt() {
        expectThrows(AppError.noWindowGroup("SettingsOnlyApp")) {
            _ = try HeadlessDriver(app: SettingsOnlyApp())
        }
        expectEqual(AppError.noWindowGroup("SettingsOnlyApp").description, "SettingsOnlyApp has no WindowGroup to show")
        expectEqual(AppError.noWindowGroup("SettingsOnlyApp").localizedDescription, "SettingsOnlyApp has no WindowGroup to show")
    }

    @Test func sceneModifiersKeepTheirValues() {
        let scene = WindowGroup { Text("x") }.defaultSize(width: 600, height: 400).windowStyle(.hiddenTitleBar)
        expectEqual(scene.content.modifier.size, CGSize(width: 600, height: 400))
        #expect(type(of: scene.modifier.style) == HiddenTitleBarWindowStyle.self)
        let commands = WindowGroup { Text("x") }.commands { CommandGroup(after: .help) { Text("Guide") } }
        expectEqual(commands.modifier.content.placement, .help)
        expectEqual(commands.modifier.content.position, .after)
    }
}
