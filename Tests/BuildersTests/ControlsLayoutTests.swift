import Builders
import Testing
import Expectations

/// Each control's type name and the Mirror paths ViewInspector reads its data at.
@MainActor @Suite struct ControlsLayoutTests {
    @Test func textFieldStoresLabelTextPromptAndActions() throws {
        let field = TextField("Name", text: .constant("Ada"), prompt: Text("Required"))
        expectEqual(typeName(field), "TextField<Text>")
        expectEqual(typeName(try #require(descendant(field, "label"))), "Text")
        expectEqual((descendant(field, "_text") as? Binding<String>)?.wrappedValue, "Ada")
        expectEqual(typeName(try #require(descendant(field, "prompt", "some"))), "Text")
        #expect(descendant(field, "onEditingChanged") is (Bool) -> Void)
        #expect(descendant(field, "onCommit") is () -> Void)
        expectEqual(typeName(TextField(text: .constant("")) { Image(systemName: "pencil") }), "TextField<Image>")
    }

    @Test func secureFieldAndTextEditorStoreTheirText() {
        let secure = SecureField("Password", text: .constant("s"), onCommit: {})
        expectEqual(typeName(secure), "SecureField<Text>")
        expectEqual((descendant(secure, "_text") as? Binding<String>)?.wrappedValue, "s")
        #expect(descendant(secure, "onCommit") is () -> Void)
        let editor = TextEditor(text: .constant("t"))
        expectEqual(typeName(editor), "TextEditor")
        expectEqual((descendant(editor, "_text") as? Binding<String>)?.wrappedValue, "t")
    }

    @Test func stepperActionsAreInItsConfiguration() {
        let stepper = Stepper("Count", value: .constant(3), in: 0...10, step: 1)
        expectEqual(typeName(stepper), "Stepper<Text>")
        expectEqual(childLabels(stepper), ["label", "configuration"])
        #expect(descendant(stepper, "configuration", "onIncrement") is (() -> Void)?)
        #expect(descendant(stepper, "configuration", "onDecrement") is (() -> Void)?)
        #expect(descendant(stepper, "configuration", "onEditingChanged") is (Bool) -> Void)
    }

    @Test func sliderStoresItsValueAsADoubleBinding() throws {
        let slider = Slider(value: .constant(Float(0.5)), in: 0...2) { Text("V") }
        expectEqual(typeName(slider), "Slider<Text, EmptyView>")
        expectEqual((descendant(slider, "_value") as? Binding<Double>)?.wrappedValue, 0.5)
        expectEqual(descendant(slider, "bounds") as? ClosedRange<Double>, 0...2)
        #expect(descendant(slider, "onEditingChanged") is (Bool) -> Void)
        expectEqual(typeName(try #require(descendant(slider, "label"))), "Text")
        expectEqual(typeName(Slider(value: .constant(0.5))), "Slider<EmptyView, EmptyView>")
    }

    @Test func datePickerStoresItsSelectionAndComponents() {
        let date = Date(timeIntervalSince1970: 0)
        let picker = DatePicker("Due", selection: .constant(date), displayedComponents: [.date])
        expectEqual(typeName(picker), "DatePicker<Text>")
        expectEqual((descendant(picker, "_selection") as? Binding<Date>)?.wrappedValue, date)
        expectEqual(descendant(picker, "displayedComponents") as? DatePicker<Text>.Components, .date)
    }

    @Test func colorPickerStoresItsColor() {
        let picker = ColorPicker("Tint", selection: .constant(.red), supportsOpacity: false)
        expectEqual(typeName(picker), "ColorPicker<Text>")
        expectEqual((descendant(picker, "_color") as? Binding<Color>)?.wrappedValue, .red)
        expectEqual(descendant(picker, "supportsOpacity") as? Bool, false)
    }

    @Test func progressViewHoldsACustomBase() throws {
        let progress = ProgressView("Upload", value: 0.25)
        expectEqual(typeName(progress), "ProgressView<Text, EmptyView>")
        expectEqual(descendant(progress, "base", "custom", "fractionCompleted") as? Double?, 0.25)
        expectEqual(typeName(try #require(descendant(progress, "base", "custom", "label", "some"))), "Text")
        expectEqual(typeName(ProgressView()), "ProgressView<EmptyView, EmptyView>")
    }

    @Test func linkURLIsInItsDestinationConfiguration() throws {
        let url = URL(fileURLWithPath: "/help")
        let link = Link("Help", destination: url)
        expectEqual(typeName(link), "Link<Text>")
        expectEqual(descendant(link, "destination", "configuration", "url") as? URL, url)
        expectEqual(typeName(try #require(descendant(link, "label"))), "Text")
    }

    @Test func labelHasTitleAndIcon() {
        let label = Label("Trash", systemImage: "trash")
        expectEqual(typeName(label), "Label<Text, Image>")
        expectEqual(childLabels(label), ["title", "icon"])
    }

    @Test func labeledContentHasLabelAndContent() {
        expectEqual(typeName(LabeledContent("Size", value: "2 MB")), "LabeledContent<Text, Text>")
        let custom = LabeledContent { Text("a") } label: { Image(systemName: "a") }
        expectEqual(typeName(custom), "LabeledContent<Image, Text>")
        expectEqual(childLabels(custom), ["label", "content"])
    }

    @Test func contentUnavailableViewHasLabelDescriptionAndActions() {
        let titled = ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))
        expectEqual(typeName(titled), "ContentUnavailableView<Label<Text, Image>, Optional<Text>, EmptyView>")
        expectEqual(childLabels(titled), ["label", "description", "actions"])
        let built = ContentUnavailableView { Text("Offline") } description: { Text("Check the network.") } actions: { Button("Retry") {} }
        expectEqual(typeName(built), "ContentUnavailableView<Text, Text, Button<Text>>")
        expectEqual(typeName(ContentUnavailableView { Text("Offline") }), "ContentUnavailableView<Text, EmptyView, EmptyView>")
        expectEqual(typeName(ContentUnavailableView.search(text: "kiwi")),
                    "ContentUnavailableView<Label, Description, Actions>")
    }

    @Test func buttonKeepsActionAndLabelAndStoresItsRole() {
        let button = Button("Delete", role: .destructive) {}
        expectEqual(typeName(button), "Button<Text>")
        expectEqual(childLabels(button), ["action", "label", "role"])
        expectEqual(descendant(button, "role", "some") as? ButtonRole, .destructive)
        expectEqual(typeName(Button("Delete", systemImage: "trash") {}), "Button<Label<Text, Image>>")
    }

    @Test func toggleAndPickerWithSystemImagesAreLabelledByALabel() {
        expectEqual(typeName(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))), "Toggle<Label<Text, Image>>")
        let picker = Picker("Flavor", systemImage: "star", selection: .constant(1)) { Text("a").tag(1) }
        expectEqual(typeName(picker), "Picker<Label<Text, Image>, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
    }
}
