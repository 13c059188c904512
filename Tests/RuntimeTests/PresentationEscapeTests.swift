import Builders
import Runtime
import Terminal
import Testing
import Expectations

/// A button that presents one of the first API's presentations, or a confirmation dialog.
private struct Presenter: View {
    let kind: Int
    @State private var shown = false

    var body: some View {
        let button = VStack(alignment: .leading) {
            Text("shown \(shown ? "yes" : "no")")
            Button("Open") { shown = true }
        }
        switch kind {
        case 0:
            return AnyView(button.actionSheet(isPresented: $shown) {
                ActionSheet(title: Text("Share how?"), buttons: [.default(Text("Copy")), .cancel()])
            })
        case 1:
            return AnyView(button.alert(isPresented: $shown) {
                Alert(title: Text("Delete all?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
            })
        default:
            return AnyView(button.confirmationDialog("Leave now?", isPresented: $shown, titleVisibility: .visible) {
                Button("Leave") {}
            })
        }
    }
}

/// Esc dismisses every presentation of a running app, as the user's dismissal does in SwiftUI:
/// the presentation goes and its `isPresented` binding is set false.
@MainActor @Suite struct PresentationEscapeTests {
    static let titles = ["Share how?", "Delete all?", "Leave now?"]

    @Test(arguments: 0..<3)
    func escapeDismissesTheFirstAPIsPresentationsAndADialogAndSetsTheBindingFalse(kind: Int) {
        let app = HeadlessDriver(Presenter(kind: kind), width: 40, height: 10)
        app.press(.enter)
        #expect(app.runtime.isPresenting)
        expectContains(app.text, Self.titles[kind])
        app.press(.escape)
        #expect(!app.runtime.isPresenting)
        expectNotContains(app.text, Self.titles[kind])
        expectContains(app.text, "shown no")
        // Esc dismissed the presentation; it did not quit the app.
        #expect(!app.quitRequested)
    }
}
