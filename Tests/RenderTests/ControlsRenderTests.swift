import Builders
import Render
import Testing
import Expectations

/// The controls' drawings, reasoned from the drawing rules (LayoutBuilder+Controls.swift):
/// a text field's box is at least ten columns, filled with `▁`; tracks and bars are ten cells.
@MainActor @Suite struct ControlsRenderTests {
    private func text(_ view: some View, width: Int = 40) throws -> String {
        try Renderer.render(view, width: width).canvas.plainText
    }

    @Test func textFieldShowsItsLabelAndTextInABox() throws {
        expectEqual(try text(TextField("Name", text: .constant("Ada"))), "Name: [Ada▁▁▁▁▁▁▁]")
        // An empty title leaves the box alone.
        expectEqual(try text(TextField("", text: .constant("Ada"))), "[Ada▁▁▁▁▁▁▁]")
    }

    @Test func emptyTextFieldShowsItsPromptDimmed() throws {
        let screen = try Renderer.render(TextField("Name", text: .constant(""), prompt: Text("Required")), width: 40)
        expectEqual(screen.canvas.plainText, "Name: [Required▁▁]")
        // "Name: [" is seven columns: the prompt starts at the eighth.
        #expect(screen.canvas[0, 7].style.dim)
        #expect(!screen.canvas[0, 0].style.dim)
    }

    @Test func secureFieldMasksEachCharacter() throws {
        expectEqual(try text(SecureField("Password", text: .constant("abc"))), "Password: [•••▁▁▁▁▁▁▁]")
    }

    @Test func textEditorIsABoxOfItsLines() throws {
        #expect(try text(TextEditor(text: .constant("one\ntwo"))) == """
            ┌──────────┐
            │one       │
            │two       │
            └──────────┘
            """)
    }

    @Test func stepperShowsItsValueBetweenItsButtons() throws {
        expectEqual(try text(Stepper("Count", value: .constant(3), in: 0...10)), "Count  − 3 +")
        // A stepper of actions has no value of its own.
        expectEqual(try text(Stepper("Count", onIncrement: {}, onDecrement: {})), "Count  − +")
    }

    @Test func sliderIsATrackWithItsKnobAndValue() throws {
        // 4 of 0...10 is 0.4 of the track: 0.4 × 9 rounds to the fifth cell.
        expectEqual(try text(Slider(value: .constant(4.0), in: 0...10) { Text("Volume") }), "Volume [━━━━●─────] 4")
        expectEqual(try text(Slider(value: .constant(0.0))), "[●─────────] 0")
        let ends = Slider(value: .constant(0.5)) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        expectEqual(try text(ends), "V 0 [━━━━━●────] 1 0.5")
    }

    @Test func toggleKeepsItsCheckbox() throws {
        expectEqual(try text(Toggle("Wi-Fi", isOn: .constant(true))), " [x] Wi-Fi")
    }

    @Test func datePickerShowsTheISODateAndTheTimeWhenAsked() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let date = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 14, minute: 30)))
        expectEqual(try text(DatePicker("Due", selection: .constant(date), displayedComponents: [.date])), "Due: 2026-11-22")
        expectEqual(try text(DatePicker("Due", selection: .constant(date))), "Due: 2026-11-22 14:30")
        expectEqual(try text(DatePicker("Due", selection: .constant(date), displayedComponents: .hourAndMinute)), "Due: 14:30")
    }

    @Test func colorPickerShowsASquareInItsColor() throws {
        let screen = try Renderer.render(ColorPicker("Tint", selection: .constant(.red)), width: 20)
        expectEqual(screen.canvas.plainText, "Tint ■")
        expectEqual(screen.canvas[0, 5].style.foreground, .basic(1))
    }

    @Test func progressViewIsASpinnerOrABar() throws {
        expectEqual(try text(ProgressView()), "⠋")
        expectEqual(try text(ProgressView("Loading")), "⠋ Loading")
        expectEqual(try text(ProgressView("Upload", value: 0.4)), "Upload [████░░░░░░] 40%")
        expectEqual(try text(ProgressView(value: 1.0)), "[██████████] 100%")
        let withCurrent = ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("4 of 10") }
        expectEqual(try text(withCurrent), "Upload [████░░░░░░] 40%\n4 of 10")
    }

    @Test func linkIsUnderlinedWithAnArrow() throws {
        let screen = try Renderer.render(Link("Help", destination: URL(fileURLWithPath: "/help")), width: 20)
        expectEqual(screen.canvas.plainText, "Help ↗")
        #expect(screen.canvas[0, 0].style.underline)
    }

    @Test func labelShowsItsIconThenItsTitle() throws {
        expectEqual(try text(Label("Favourites", systemImage: "star")), "☆ Favourites")
    }

    @Test func labeledContentPutsItsValueAtTheRightEdge() throws {
        expectEqual(try text(LabeledContent("Size", value: "2 MB"), width: 20), "Size            2 MB")
        expectEqual(try text(VStack { LabeledContent("Size") { Text("2 MB") } }, width: 12), "Size    2 MB")
    }

    @Test func aContentUnavailableViewCentresItsLabelDescriptionAndActionsInItsSpace() throws {
        let view = ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))
        // Centred in 20 columns: the label (an unknown symbol's ▣, a space, the title: 10 columns,
        // 5 free on each side) and the description (8 columns, 6 free on each side), a row apart.
        expectEqual(try text(view, width: 20), "     ▣ No Items\n\n      Add one.")
    }

    @Test func destructiveButtonIsRed() throws {
        let screen = try Renderer.render(Button("Delete", role: .destructive) {}, width: 20)
        expectEqual(screen.canvas.plainText, " Delete")
        expectEqual(screen.canvas[0, 1].style.foreground, .basic(1))
        expectEqual(try Renderer.render(Button("Save") {}, width: 20).canvas[0, 1].style.foreground, nil)
    }

    // MARK: Picker styles

    @ViewBuilder private func flavors() -> some View {
        Text("Vanilla").tag(0)
        Text("Chocolate").tag(1)
    }

    @Test func automaticAndMenuPickersShowTheSelectedOption() throws {
        expectEqual(try text(Picker("Flavor", selection: .constant(1)) { flavors() }), "Flavor: Chocolate ▾")
        expectEqual(try text(Picker("Flavor", selection: .constant(0)) { flavors() }.pickerStyle(.menu)), "Flavor: Vanilla ▾")
    }

    @Test func inlineAndRadioGroupPickersShowOneRowAnOption() throws {
        let expected = "Flavor\n ( ) Vanilla\n (•) Chocolate"
        expectEqual(try text(Picker("Flavor", selection: .constant(1)) { flavors() }.pickerStyle(.inline)), expected)
        expectEqual(try text(Picker("Flavor", selection: .constant(1)) { flavors() }.pickerStyle(.radioGroup)), expected)
        // Each row can be chosen.
        let screen = try Renderer.render(Picker("Flavor", selection: .constant(1)) { flavors() }.pickerStyle(.inline), width: 30)
        expectEqual(screen.focusTargets.count, 2)
    }

    @Test func wheelAndNavigationLinkPickers() throws {
        expectEqual(try text(Picker("Flavor", selection: .constant(1)) { flavors() }.pickerStyle(.wheel)), "Flavor ‹ Chocolate ›")
        expectEqual(try text(Picker("Flavor", selection: .constant(1)) { flavors() }.pickerStyle(.navigationLink)), "Flavor  Chocolate ›")
    }

    @Test func segmentedPickerKeepsItsBarAndAStyleOnAnAncestorApplies() throws {
        expectEqual(try text(Picker("Flavor", selection: .constant(1)) { flavors() }.pickerStyle(.segmented)), "│ Vanilla │[Chocolate]│")
        let inherited = VStack { Picker("Flavor", selection: .constant(0)) { flavors() } }.pickerStyle(.wheel)
        expectEqual(try text(inherited), "Flavor ‹ Vanilla ›")
    }
}
