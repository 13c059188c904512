import Builders

/// Rows made expandable by a ViewModifier struct with `@State`: applied
/// with `.modifier(_:)`, through an `extension View` helper, and in each row of a `ForEach`, each
/// application with state of its own that survives the body that applies it running again; and
/// a modifier whose `@FocusState` follows the focus of the field its body adds.
enum ExpandableRowsApp: AppFile {
    static let path = #filePath
    static let preview = "ExpandableRowsView()"
    static var compiled: any View { ExpandableRowsView() }

// reader:begin
struct ExpandableRowsView: View {
    @State private var rows = ["Ada", "Bob", "Cy"]
    @State private var refreshes = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Draft").modifier(NoteField())
            Button("Refresh \(refreshes)") {
                refreshes += 1
            }
            Text("Notes").modifier(Expandable())
            ForEach(rows, id: \.self) { row in
                Text("Row \(row)").expandable()
            }
            Button("Drop first") {
                if !rows.isEmpty {
                    rows.removeFirst()
                }
            }
        }
    }
}
// reader:end
}

// reader:begin
struct Expandable: ViewModifier {
    @State private var expanded = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Button(expanded ? "Less" : "More") {
                expanded.toggle()
            }
            if expanded {
                content
            }
        }
    }
}

struct NoteField: ViewModifier {
    @State private var note = ""
    @FocusState private var editing: Bool

    func body(content: Content) -> some View {
        HStack {
            content
            TextField("note", text: $note)
                .focused($editing)
            Text(editing ? "editing \(note.count)" : "idle")
        }
    }
}

extension View {
    func expandable() -> some View {
        modifier(Expandable())
    }
}
// reader:end
