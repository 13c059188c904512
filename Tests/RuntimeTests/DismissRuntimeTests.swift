import Builders
import Inspect
import Runtime
import Testing
import Expectations

// `@Environment(\.dismiss)` and `\.presentationMode` in a running app: inside a sheet they close
// it, inside a pushed destination they go back; elsewhere they do nothing.

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text(isPresented ? "In the sheet" : "Not presented")
            Button("Close") { dismiss() }
        }
    }
}

private struct SheetHost: View {
    @State private var showing = false
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Text("Dismissed \(dismissals)")
            Button("Open") { showing = true }
        }
        .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) {
            SheetContent()
        }
    }
}

private struct LinkDetail: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Detail shown")
            Button("Back") { dismiss() }
        }
    }
}

private struct LinkHost: View {
    var body: some View {
        NavigationView {
            VStack {
                Text("Home")
                NavigationLink("Details", destination: LinkDetail())
            }
        }
    }
}

private struct ModeDetail: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "Mode presented" : "Mode not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct ActiveLinkHost: View {
    @State private var active = false

    var body: some View {
        NavigationView {
            VStack {
                Text(active ? "Active" : "Inactive")
                NavigationLink(destination: ModeDetail(), isActive: $active) { Text("Go") }
                Button("Open in code") { active = true }
            }
        }
    }
}

@MainActor @Suite struct DismissRuntimeTests {
    @Test func dismissInsideASheetClosesItAndRunsItsOnDismiss() {
        let app = HeadlessDriver(SheetHost(), width: 40, height: 10)
        app.press(.enter)
        #expect(app.runtime.isPresenting)
        expectContains(app.text, "In the sheet")
        // The focus is kept inside the sheet: its button is the one focused.
        app.press(.enter)
        #expect(!app.runtime.isPresenting)
        expectContains(app.text, "Dismissed 1")
        expectNotContains(app.text, "In the sheet")
    }

    @Test func dismissInsideAPushedDestinationGoesBack() {
        let app = HeadlessDriver(LinkHost(), width: 40, height: 10)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        expectContains(app.text, "Detail shown")
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Home")
    }

    @Test func presentationModeDismissGoesBackAndClearsTheLinksBinding() {
        let app = HeadlessDriver(ActiveLinkHost(), width: 40, height: 10)
        app.press(.enter)
        expectContains(app.text, "Mode presented")
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Inactive")
    }

    @Test func aLinkWhoseBindingTheAppSetsIsPushed() {
        let app = HeadlessDriver(ActiveLinkHost(), width: 40, height: 10)
        app.press(.tab)
        expectEqual(app.focusedPath?.hasSuffix("button(2)"), true)
        app.press(.enter)
        expectEqual(app.runtime.navigationDepth, 1)
        expectContains(app.text, "Mode presented")
        app.press(.escape)
        expectEqual(app.runtime.navigationDepth, 0)
        expectContains(app.text, "Inactive")
    }

    @Test func outsideAPresentationDismissDoesNothing() {
        let app = HeadlessDriver(SheetContent(), width: 40, height: 6)
        expectContains(app.text, "Not presented")
        app.press(.enter)
        expectContains(app.text, "Not presented")
        #expect(!app.quitRequested)
    }
}
