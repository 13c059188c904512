import Builders
import Inspect
import Runtime
import Script
import Terminal
import Testing
import Expectations

/// Split views, list rows' modifiers and searches read as compiled code builds them, and run live
/// as compiled code runs.
@MainActor @Suite struct ListRowsReaderTests {
    nonisolated static var forms: [(source: String, compiled: any View)] { [
        (#"NavigationSplitView { Text("a") } detail: { Text("b") }"#, NavigationSplitView { Text("a") } detail: { Text("b") }),
        (#"NavigationSplitView { Text("a") } content: { Text("b") } detail: { Text("c") }"#,
         NavigationSplitView { Text("a") } content: { Text("b") } detail: { Text("c") }),
        (#"NavigationSplitView(columnVisibility: .constant(.all)) { Text("a") } detail: { Text("b") }"#,
         NavigationSplitView(columnVisibility: .constant(.all)) { Text("a") } detail: { Text("b") }),
        (#"Text("a").swipeActions(edge: .leading) { Button("Pin") {} }"#, Text("a").swipeActions(edge: .leading) { Button("Pin") {} }),
        (#"Text("a").swipeActions { Button("Delete", role: .destructive) {} }"#, Text("a").swipeActions { Button("Delete", role: .destructive) {} }),
        (#"Text("a").contextMenu { Button("Copy") {} }"#, Text("a").contextMenu { Button("Copy") {} }),
        (#"Text("a").badge(3)"#, Text("a").badge(3)),
        (#"Text("a").badge("New")"#, Text("a").badge("New")),
        (#"Text("a").listRowBackground(Color.yellow)"#, Text("a").listRowBackground(Color.yellow)),
        (#"Text("a").listRowSeparator(.hidden)"#, Text("a").listRowSeparator(.hidden)),
        (#"Text("a").deleteDisabled(true).moveDisabled(false)"#, Text("a").deleteDisabled(true).moveDisabled(false)),
        (#"List { Text("a") }.searchable(text: .constant(""), prompt: "Find")"#, List { Text("a") }.searchable(text: .constant(""), prompt: "Find")),
        (#"EditButton()"#, EditButton()),
    ] }

    @Test(arguments: 0..<forms.count)
    func aFormReadsAsCompiledCode(index: Int) throws {
        let (source, compiled) = Self.forms[index]
        try expectReadsAsCompiled(source, compiled)
    }

    @Test func onMoveMustFollowAForEach() {
        let error = scriptError { try read(#"Text("a").onMove { _, _ in }"#) }
        expectEqual(error?.message, "expected a ForEach before .onMove(perform:), found Text")
    }

    /// The screen of `source` run live, after pressing `keys`.
    func liveScreen(_ source: String, pressing keys: [Key]) throws -> String {
        let reading = try ViewFile.live(files: [ViewFile.Source(name: "app.swift", text: source)])
        func open<V: View>(_ view: V) -> HeadlessDriver { HeadlessDriver(view, width: 40, height: 8) }
        let app = open(reading.view)
        keys.forEach(app.press)
        #expect(reading.session.errors.isEmpty, "\(reading.session.errors)")
        return app.text
    }

    @Test func aBindingToAnElementOfAProjectedArrayWritesThrough() throws {
        let screen = try liveScreen("""
            struct Item { var name: String; var done = false }
            class Store: ObservableObject { @Published var items = [Item(name: "a"), Item(name: "b")] }
            struct Row: View {
                @Binding var item: Item
                var body: some View { Toggle(item.name, isOn: $item.done) }
            }
            struct Items: View {
                @StateObject private var store = Store()
                var body: some View {
                    VStack {
                        Row(item: $store.items[1])
                        Text("done: \\(store.items.filter { $0.done }.map(\\.name).joined())")
                    }
                }
            }
            #Preview { Items() }
            """, pressing: [.space])
        #expect(screen.contains("done: b"), "\(screen)")
    }

    @Test func aSheetsDismissAndAStoredClosureRunLive() throws {
        let screen = try liveScreen("""
            struct Adder: View {
                var onSave: (String) -> Void
                @Environment(\\.dismiss) private var dismiss
                var body: some View { Button("Save") { onSave("x"); dismiss() } }
            }
            struct Names: View {
                @State private var names: [String] = []
                @State private var adding = true
                var body: some View {
                    Text("names: \\(names.joined())")
                        .sheet(isPresented: $adding) { Adder { names.append($0) } }
                }
            }
            #Preview { Names() }
            """, pressing: [.enter])
        #expect(screen.contains("names: x"), "\(screen)")
        #expect(!screen.contains("Save"), "\(screen)")
    }

    @Test func rowsMoveAndEditModeIsTheRuntimes() throws {
        let source = """
            struct Rows: View {
                @State private var names = ["a", "b", "c"]
                @Environment(\\.editMode) private var editMode
                var body: some View {
                    List {
                        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing")
                        ForEach(names, id: \\.self) { Text($0) }
                            .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .toolbar { EditButton() }
                }
            }
            #Preview { NavigationStack { Rows() } }
            """
        #expect(try liveScreen(source, pressing: []).contains("viewing"))
        #expect(try liveScreen(source, pressing: [.enter]).contains("editing"))
    }
}
