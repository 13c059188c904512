import Builders
import Inspect
import Runtime
import Testing
import Expectations

/// A sheet whose form has its buttons in the bar, of both eras.
private struct Composer: View {
    @State private var composing = false
    @State private var oldStyle = false
    @State private var sent = 0

    var body: some View {
        VStack {
            Text("Sent \(sent)")
            Button("Compose") { composing = true }
            Button("Compose the old way") { oldStyle = true }
        }
        .sheet(isPresented: $composing) {
            NewMessage { sent += 1 }
        }
        .sheet(isPresented: $oldStyle) {
            OldNewMessage { sent += 1 }
        }
    }
}

private struct NewMessage: View {
    let onSend: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form { TextField("Message", text: $text) }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") {
                            onSend()
                            dismiss()
                        }
                    }
                }
        }
    }
}

private struct OldNewMessage: View {
    let onSend: () -> Void
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationView {
            Text("Ready")
                .navigationBarItems(
                    leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
                    trailing: Button("Send") {
                        onSend()
                        presentationMode.wrappedValue.dismiss()
                    })
        }
    }
}

/// A presentation's toolbar and bar items are inspected as roots of their own, but they are drawn
/// on the presentation: the focus, kept inside the presentation, reaches them, and so does a click.
@MainActor @Suite struct PresentationToolbarTests {
    @Test func theKeysReachASheetsToolbarButtons() {
        let app = HeadlessDriver(Composer(), width: 50, height: 8)
        app.press(.enter)
        expectContains(app.text, "Message")
        // The focus starts on the sheet's first control, Cancel on its bar; Send is next.
        app.press(.tab)
        app.press(.enter)
        expectNotContains(app.text, "Message")
        expectContains(app.text, "Sent 1")
    }

    @Test func aSheetShownStartsTheFocusOnItsFirstControl() {
        let app = HeadlessDriver(Composer(), width: 50, height: 8)
        // Opened from the screen's second button: the sheet's first control has the focus.
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, ">Cancel<")
        expectNotContains(app.text, ">Send<")
    }

    @Test func aClickOnASheetsBarItemPressesIt() {
        let app = HeadlessDriver(Composer(), width: 50, height: 8)
        app.press(.tab)
        app.press(.enter)
        expectContains(app.text, "Ready")
        #expect(app.click(on: "Cancel"))
        expectNotContains(app.text, "Ready")
        expectContains(app.text, "Sent 0")
        app.press(.enter)
        #expect(app.click(on: "Send"))
        expectContains(app.text, "Sent 1")
    }
}
