import Builders
import Testing

/// Each control's type name and the Mirror paths ViewInspector reads its data at.
@MainActor @Suite struct ControlsLayoutTests {
    @Test func textFieldStoresLabelTextPromptAndActions() throws {
        let field = TextField("Name", text: .constant("Ada"), prompt: Text("Required"))
        #expect(typeName(field) == "TextField<Text>")
        #expect(typeName(try #require(descendant(field, "label"))) == "Text")
        #expect((descendant(field, "_text") as? Binding<String>)?.wrappedValue == "Ada")
        #expect(typeName(try #require(descendant(field, "prompt", "some"))) == "Text")
        #expect(descendant(field, "onEditingChanged") is (Bool) -> Void)
        #expect(descendant(field, "onCommit") is () -> Void)
        #expect(typeName(TextField(text: .constant("")) { Image(systemName: "pencil") }) == "TextField<Image>")
    }

    @Test func secureFieldAndTextEditorStoreTheirText() {
        let secure = SecureField("Password", text: .constant("s"), onCommit: {})
        #expect(typeName(secure) == "SecureField<Text>")
        #expect((descendant(secure, "_text") as? Binding<String>)?.wrappedValue == "s")
        #expect(descendant(secure, "onCommit") is () -> Void)
        let editor = TextEditor(text: .constant("t"))
        #expect(typeName(editor) == "TextEditor")
        #expect((descendant(editor, "_text") as? Binding<String>)?.wrappedValue == "t")
    }

    @Test func stepperActionsAreInItsConfiguration() {
        let stepper = Stepper("Count", value: .constant(3), in: 0...10, step: 1)
        #expect(typeName(stepper) == "Stepper<Text>")
        #expect(childLabels(stepper) == ["label", "configuration"])
        #expect(descendant(stepper, "configuration", "onIncrement") is (() -> Void)?)
        #expect(descendant(stepper, "configuration", "onDecrement") is (() -> Void)?)
        #expect(descendant(stepper, "configuration", "onEditingChanged") is (Bool) -> Void)
    }

    @Test func sliderStoresItsValueAsADoubleBinding() throws {
        let slider = Slider(value: .constant(Float(0.5)), in: 0...2) { Text("V") }
        #expect(typeName(slider) == "Slider<Text, EmptyView>")
        #expect((descendant(slider, "_value") as? Binding<Double>)?.wrappedValue == 0.5)
        #expect(descendant(slider, "bounds") as? ClosedRange<Double> == 0...2)
        #expect(descendant(slider, "onEditingChanged") is (Bool) -> Void)
        #expect(typeName(try #require(descendant(slider, "label"))) == "Text")
        #expect(typeName(Slider(value: .constant(0.5))) == "Slider<EmptyView, EmptyView>")
    }

    @Test func datePickerStoresItsSelectionAndComponents() {
        let date = Date(timeIntervalSince1970: 0)
        let picker = DatePicker("Due", selection: .constant(date), displayedComponents: [.date])
        #expect(typeName(picker) == "DatePicker<Text>")
        #expect((descendant(picker, "_selection") as? Binding<Date>)?.wrappedValue == date)
        #expect(descendant(picker, "displayedComponents") as? DatePicker<Text>.Components == .date)
    }

    @Test func colorPickerStoresItsColor() {
        let picker = ColorPicker("Tint", selection: .constant(.red), supportsOpacity: false)
        #expect(typeName(picker) == "ColorPicker<Text>")
        #expect((descendant(picker, "_color") as? Binding<Color>)?.wrappedValue == .red)
        #expect(descendant(picker, "supportsOpacity") as? Bool == false)
    }

    @Test func progressViewHoldsACustomBase() throws {
        let progress = ProgressView("Upload", value: 0.25)
        #expect(typeName(progress) == "ProgressView<Text, EmptyView>")
        #expect(descendant(progress, "base", "custom", "fractionCompleted") as? Double? == 0.25)
        #expect(typeName(try #require(descendant(progress, "base", "custom", "label", "some"))) == "Text")
        #expect(typeName(ProgressView()) == "ProgressView<EmptyView, EmptyView>")
    }

    @Test func linkURLIsInItsDestinationConfiguration() throws {
        let url = URL(fileURLWithPath: "/help")
        let link = Link("Help", destination: url)
        #expect(typeName(link) == "Link<Text>")
        #expect(descendant(link, "destination", "configuration", "url") as? URL == url)
        #expect(typeName(try #require(descendant(link, "label"))) == "Text")
    }

    @Test func labelHasTitleAndIcon() {
        let label = Label("Trash", systemImage: "trash")
        #expect(typeName(label) == "Label<Text, Image>")
        #expect(childLabels(label) == ["title", "icon"])
    }

    @Test func labeledContentHasLabelAndContent() {
        #expect(typeName(LabeledContent("Size", value: "2 MB")) == "LabeledContent<Text, Text>")
        let custom = LabeledContent { Text("a") } label: { Image(systemName: "a") }
        #expect(typeName(custom) == "LabeledContent<Image, Text>")
        #expect(childLabels(custom) == ["label", "content"])
    }

    @Test func buttonKeepsActionAndLabelAndStoresItsRole() {
        let button = Button("Delete", role: .destructive) {}
        #expect(typeName(button) == "Button<Text>")
        #expect(childLabels(button) == ["action", "label", "role"])
        #expect(descendant(button, "role", "some") as? ButtonRole == .destructive)
        #expect(typeName(Button("Delete", systemImage: "trash") {}) == "Button<Label<Text, Image>>")
    }

    @Test func toggleAndPickerWithSystemImagesAreLabelledByALabel() {
        #expect(typeName(Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))) == "Toggle<Label<Text, Image>>")
        let picker = Picker("Flavor", systemImage: "star", selection: .constant(1)) { Text("a").tag(1) }
        #expect(typeName(picker) == "Picker<Label<Text, Image>, Int, ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>>")
    }
}
