import Builders
import Foundation
import Inspect
import Observation
import Runtime
import Testing
import Expectations

// The environment a running app provides: an edit mode at its root, a URL opener that records
// what the app asks to open, an active scene; and a refresh asked for with `r`.

private struct Links: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack {
            Button("Help") { openURL(URL(string: "https://example.com/help")!) }
            Link("Site", destination: URL(string: "https://example.com")!)
        }
    }
}

private struct InterceptedLinks: View {
    @State private var opened = "none"

    var body: some View {
        VStack {
            Text("Opened \(opened)")
            Link("Site", destination: URL(string: "https://example.com/site")!)
        }
        .environment(\.openURL, OpenURLAction { url in
            opened = url.lastPathComponent
            return .handled
        })
    }
}

private struct Phases: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.editMode) private var editMode

    var body: some View {
        VStack {
            Text(scenePhase == .active ? "Active" : "Inactive")
            Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
            Button("Edit") { editMode?.wrappedValue = .active }
        }
    }
}

/// A model a refresh reloads (from the refresh's task: its change asks for a frame).
@Observable private final class Store: @unchecked Sendable {
    var items = ["first"]

    func reload() {
        items.append("fresh")
    }
}

private struct Feed: View {
    let store: Store

    var body: some View {
        List {
            ForEach(store.items, id: \.self) { Text($0) }
        }
        .refreshable { [store] in store.reload() }
    }
}

private struct Shelf: View {
    @State private var selected: String?

    var body: some View {
        NavigationStack {
            VStack {
                Text(selected.map { "Selected \($0)" } ?? "Nothing selected")
                Button("Dune") { selected = "Dune" }
            }
            .navigationDestination(item: $selected) { book in
                Text("Reading \(book)")
                    .navigationTitle(book)
            }
        }
    }
}

@MainActor @Suite struct EnvironmentActionsRuntimeTests {
    @Test func openURLAndLinksRecordTheURLsAndPrintNothing() {
        let app = HeadlessDriver(Links(), width: 30, height: 5)
        app.press(.enter)
        app.press(.tab)
        app.press(.enter)
        expectEqual(app.runtime.openedURLs, [URL(string: "https://example.com/help")!, URL(string: "https://example.com")!])
        expectNotContains(app.text, "https://")
    }

    @Test func aLinkCallsTheOpenURLActionTheAppSets() {
        let app = HeadlessDriver(InterceptedLinks(), width: 30, height: 5)
        app.press(.enter)
        expectContains(app.text, "Opened site")
        #expect(app.runtime.openedURLs.isEmpty)
    }

    @Test func theSceneIsActiveAndTheRootProvidesAnEditMode() {
        let app = HeadlessDriver(Phases(), width: 30, height: 5)
        expectContains(app.text, "Active")
        expectContains(app.text, "Viewing")
        app.press(.enter)
        expectEqual(app.runtime.editMode, .active)
        expectContains(app.text, "Editing")
    }

    @Test func rRunsTheRefreshAndTheNextFrameShowsWhatItChanged() async throws {
        let store = Store()
        let app = HeadlessDriver(Feed(store: store), width: 30, height: 5)
        app.press(.character("r"))
        for _ in 0..<400 where !app.text.contains("fresh") {
            try await Task.sleep(for: .milliseconds(5))
            app.settle()
        }
        expectContains(app.text, "fresh")
        #expect(!app.quitRequested)
    }

    @Test func aDestinationOfAnItemIsPushedWhileItIsSetAndEscClearsIt() {
        let app = HeadlessDriver(Shelf(), width: 30, height: 6)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        expectContains(app.text, "Reading Dune")
        expectContains(app.text, "Dune\n")
        app.press(.escape)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Nothing selected")
    }
}
