import Builders
import Inspect
import Script
import Testing
import Expectations

/// The controls read from view code build the type and Mirror layout the same code compiled builds.
@MainActor @Suite struct ControlsReaderTests {
    static let date = Date(timeIntervalSince1970: 1_700_000_000)
    static let later = Date(timeIntervalSince1970: 1_800_000_000)

    /// (view code, the same code compiled)
    static func cases() -> [(String, any View)] {
        let date = Self.date, later = Self.later
        return [
            (#"TextField("Name", text: .constant("Ada"))"#, TextField("Name", text: .constant("Ada"))),
            (#"TextField("Name", text: .constant(""), prompt: Text("Required"))"#, TextField("Name", text: .constant(""), prompt: Text("Required"))),
            (#"TextField("Notes", text: .constant(""), axis: .vertical)"#, TextField("Notes", text: .constant(""), axis: .vertical)),
            (#"TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})"#,
             TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})),
            (#"TextField(text: .constant("x"), prompt: Text("p")) { Image(systemName: "pencil") }"#,
             TextField(text: .constant("x"), prompt: Text("p")) { Image(systemName: "pencil") }),
            (#"SecureField("Password", text: .constant("s"))"#, SecureField("Password", text: .constant("s"))),
            (#"SecureField("Password", text: .constant(""), prompt: Text("Required"))"#, SecureField("Password", text: .constant(""), prompt: Text("Required"))),
            (#"TextEditor(text: .constant("one"))"#, TextEditor(text: .constant("one"))),
            (#"Stepper("Count", value: .constant(3), in: 0...10, step: 2)"#, Stepper("Count", value: .constant(3), in: 0...10, step: 2)),
            (#"Stepper("Count", value: .constant(3))"#, Stepper("Count", value: .constant(3))),
            (#"Stepper(value: .constant(1.5), in: 0.0...3.0, step: 0.5) { Text("Scale") }"#,
             Stepper(value: .constant(1.5), in: 0.0...3.0, step: 0.5) { Text("Scale") }),
            (#"Stepper("Count", onIncrement: {}, onDecrement: {})"#, Stepper("Count", onIncrement: {}, onDecrement: {})),
            (#"Slider(value: .constant(0.5))"#, Slider(value: .constant(0.5))),
            (#"Slider(value: .constant(4), in: 0...10, step: 2) { Text("Volume") }"#, Slider(value: .constant(4), in: 0...10, step: 2) { Text("Volume") }),
            (#"Slider(value: .constant(0.5), in: 0.0...1.0) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }"#,
             Slider(value: .constant(0.5), in: 0.0...1.0) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }),
            (#"DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 1700000000)), displayedComponents: [.date])"#,
             DatePicker("Due", selection: .constant(date), displayedComponents: [.date])),
            (#"DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 1700000000)), in: Date(timeIntervalSince1970: 1700000000)...Date(timeIntervalSince1970: 1800000000))"#,
             DatePicker("Due", selection: .constant(date), in: date...later)),
            (#"ColorPicker("Tint", selection: .constant(.red))"#, ColorPicker("Tint", selection: .constant(.red))),
            (#"ColorPicker("Tint", selection: .constant(Color.blue), supportsOpacity: false)"#, ColorPicker("Tint", selection: .constant(Color.blue), supportsOpacity: false)),
            (#"ProgressView()"#, ProgressView()),
            (#"ProgressView("Loading")"#, ProgressView("Loading")),
            (#"ProgressView(value: 0.3)"#, ProgressView(value: 0.3)),
            (#"ProgressView(value: 3, total: 10)"#, ProgressView(value: 3, total: 10)),
            (#"ProgressView("Upload", value: 0.4)"#, ProgressView("Upload", value: 0.4)),
            (#"ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("40%") }"#,
             ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("40%") }),
            (#"ProgressView { Text("Working") }"#, ProgressView { Text("Working") }),
            (#"Label("Trash", systemImage: "trash")"#, Label("Trash", systemImage: "trash")),
            (#"Label("Logo", image: "logo")"#, Label("Logo", image: "logo")),
            (#"Label { Text("A") } icon: { Color.red }"#, Label { Text("A") } icon: { Color.red }),
            (#"LabeledContent("Size", value: "2 MB")"#, LabeledContent("Size", value: "2 MB")),
            (#"LabeledContent("Size") { Text("2 MB") }"#, LabeledContent("Size") { Text("2 MB") }),
            (#"LabeledContent { Text("v") } label: { Text("k") }"#, LabeledContent { Text("v") } label: { Text("k") }),
            (#"ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))"#,
             ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))),
            (#"ContentUnavailableView("No Items", image: "empty")"#, ContentUnavailableView("No Items", image: "empty")),
            (#"ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") } description: { Text("Check.") } actions: { Button("Retry") {} }"#,
             ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") } description: { Text("Check.") } actions: { Button("Retry") {} }),
            (#"Button("Delete", role: .destructive) {}"#, Button("Delete", role: .destructive) {}),
            (#"Button(role: .cancel) {} label: { Text("Cancel") }"#, Button(role: .cancel) {} label: { Text("Cancel") }),
            (#"Button("Delete", systemImage: "trash") {}"#, Button("Delete", systemImage: "trash") {}),
            (#"Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))"#, Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))),
            (#"Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.inline)"#,
             Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.inline)),
            (#"Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.wheel)"#,
             Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.wheel)),
            (#"Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.menu)"#,
             Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.menu)),
        ]
    }

    @Test func everyControlMatchesCompiledCode() throws {
        for (source, compiled) in Self.cases() {
            let built = try read(source)
            #expect(typeName(built) == typeName(compiled), "\(source)")
            #expect(standardDump(built) == standardDump(compiled), "\(source)")
        }
    }

    @Test func readControlsAreInspectedAsCompiledOnes() throws {
        let view = try read(#"VStack { TextField("Name", text: .constant("Ada")); Stepper("Count", value: .constant(3), in: 0...5) }"#)
        expectEqual(try view.inspect().vStack().textField(0).input(), "Ada")
        expectEqual(try view.inspect().vStack().stepper(1).labelView().text().string(), "Count")
    }

    @Test func readerRefusesMalformedControls() {
        #expect(scriptError { try read(#"TextField("Name")"#) }?.description.contains("TextField needs 'text:'") == true)
        #expect(scriptError { try read(#"Slider(value: .constant(1), in: 0..<2)"#) }?.description.contains("expected a closed range such as 0...10") == true)
        #expect(scriptError { try read(#"Button("x", role: .loud) {}"#) }?.description.contains("expected a role") == true)
        #expect(scriptError { try read(#"DatePicker("D", selection: .constant(1))"#) }?.description.contains("expected a date") == true)
    }
}

/// A Link reads from view code: `URL(string:)` makes a URL, `!` unwraps it.
@MainActor @Suite struct LinkReaderTests {
    @Test func aLinkReadsAsCompiled() throws {
        let compiled = Link("Website", destination: URL(string: "https://example.com")!)
        let built = try read("Link(\"Website\", destination: URL(string: \"https://example.com\")!)")
        expectEqual(typeName(built), typeName(compiled))
        expectEqual(standardDump(built), standardDump(compiled))
        let labelled = try read("Link(destination: URL(string: \"https://example.com/a\")!) { Text(\"A\") }")
        expectEqual(try inspect(labelled).link().url(), URL(string: "https://example.com/a"))
    }

    @Test func aLinkToNoURLSaysSo() {
        expectThrows(ScriptError.self) { try read("Link(\"W\", destination: URL(string: \"\")!)") }
        expectThrows(ScriptError.self) { try read("Link(\"W\", destination: \"https://example.com\")") }
    }
}
