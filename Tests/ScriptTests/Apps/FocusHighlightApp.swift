import Builders

/// Views that read `@Environment(\.isFocused)`: a button's and a toggle's labels, which
/// read true while their control has the focus, and a view holding a text field, which is in no
/// control and reads false wherever the focus is.
enum FocusHighlightApp: AppFile {
    static let path = #filePath
    static let preview = "MenuView()"
    static var compiled: any View { MenuView() }

// reader:begin
struct MenuRow: View {
    @Environment(\.isFocused) private var isFocused
    let title: String

    var body: some View {
        HStack {
            Text(isFocused ? ">" : " ")
            Text(title)
                .bold(isFocused)
        }
    }
}

struct NameField: View {
    @Environment(\.isFocused) var isFocused
    @Binding var name: String

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
            Text(isFocused ? "on" : "off")
        }
    }
}

struct MenuView: View {
    @State private var name = ""
    @State private var count = 0
    @State private var sound = true

    var body: some View {
        VStack(alignment: .leading) {
            NameField(name: $name)
            Button {
                count += 1
            } label: {
                MenuRow(title: "Add one")
            }
            Toggle(isOn: $sound) {
                MenuRow(title: "Sound")
            }
            Button(action: { count = 0 }) {
                MenuRow(title: "Reset")
            }
            Text("Count: \(count)")
        }
    }
}
// reader:end
}
