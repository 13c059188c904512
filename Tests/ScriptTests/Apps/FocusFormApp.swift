import Builders
import Foundation

/// A sign-up form whose fields are bound to `@FocusState`s, an optional enum moved by
/// `focused(_:equals:)` and a Bool by `focused(_:)`; buttons move the focus by setting the state.
enum FocusFormApp: AppFile {
    static let path = #filePath
    static let preview = "SignUpView()"
    static var compiled: any View { SignUpView() }

// reader:begin
enum Field: Hashable {
    case name, email
}

struct SignUpView: View {
    @FocusState private var focused: Field?
    @FocusState private var notesFocused: Bool
    @State private var name = ""
    @State private var email = ""
    @State private var notes = ""

    private var place: String {
        switch focused {
        case .name: return "on name"
        case .email: return "on email"
        case nil: return "elsewhere"
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
            TextField("Notes", text: $notes)
                .focused($notesFocused)
            Text(place)
            Text(notesFocused ? "notes focused" : "notes not focused")
            Button("Next") {
                focused = .email
            }
            Button("Write notes") {
                notesFocused = true
            }
        }
    }
}
// reader:end
}
