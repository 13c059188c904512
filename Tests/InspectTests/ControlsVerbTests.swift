import Builders
import Inspect
import Testing
import Expectations

/// A value the controls' bindings read and write.
final class ControlBox<Value>: @unchecked Sendable {
    var value: Value
    var calls: [String] = []
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@MainActor @Suite struct ControlsVerbTests {
    // MARK: Text input

    @Test func textFieldReadsAndWritesItsTextAndRunsItsActions() throws {
        let box = ControlBox("Ada")
        let view = VStack {
            TextField("Name", text: box.binding, onEditingChanged: { box.calls.append("editing \($0)") }, onCommit: { box.calls.append("commit") })
        }
        let field = try view.inspect().vStack().textField(0)
        expectEqual(try field.input(), "Ada")
        try field.setInput("Grace")
        expectEqual(box.value, "Grace")
        try field.callOnCommit()
        // ViewInspector calls onEditingChanged with false: editing ended.
        try field.callOnEditingChanged()
        expectEqual(box.calls, ["commit", "editing false"])
        expectEqual(try field.labelView().text().string(), "Name")
    }

    @Test func textFieldPromptIsItsOwnStep() throws {
        let field = TextField("Name", text: .constant(""), prompt: Text("Required"))
        expectEqual(try field.inspect().textField().prompt().text().string(), "Required")
        #expect(try field.inspect().treeDump() == """
            TextField
            ├─ labelView: Text "Name"
            └─ prompt: Text "Required"

            """)
        expectThrows(InspectionError.attributeNotFound("a view at prompt|some", in: "TextField<Text>", path: "textField()")) {
            try TextField("Name", text: .constant("")).inspect().textField().prompt()
        }
    }

    @Test func textFieldWithALabelViewAndAxisKeepsItsLabel() throws {
        let field = TextField(text: .constant("x"), prompt: nil, axis: .vertical) { Image(systemName: "pencil") }
        expectEqual(try field.inspect().labelView().image().kind, .image)
    }

    @Test func disabledTextFieldRefusesInputAndActions() throws {
        let box = ControlBox("a")
        let view = VStack { TextField("Name", text: box.binding) }.disabled(true)
        let field = try view.inspect().vStack().textField(0)
        expectThrows(InspectionError.notSupported("setInput(_:) on a disabled TextField", path: "vStack().textField(0)")) {
            try field.setInput("b")
        }
        expectThrows(InspectionError.notSupported("callOnCommit() on a disabled TextField", path: "vStack().textField(0)")) {
            try field.callOnCommit()
        }
        expectEqual(box.value, "a")
        // Reading is allowed.
        expectEqual(try field.input(), "a")
    }

    @Test func secureFieldReadsWritesAndCommits() throws {
        let box = ControlBox("")
        let field = SecureField("Password", text: box.binding, onCommit: { box.calls.append("commit") })
        try field.inspect().secureField().setInput("s3cret")
        expectEqual(box.value, "s3cret")
        expectEqual(try field.inspect().input(), "s3cret")
        try field.inspect().callOnCommit()
        expectEqual(box.calls, ["commit"])
        expectEqual(try field.inspect().labelView().text().string(), "Password")
        expectThrows(InspectionError.notSupported("setInput(_:) on a disabled SecureField", path: "secureField()")) {
            try field.disabled(true).inspect().secureField().setInput("x")
        }
    }

    @Test func textEditorReadsAndWritesItsText() throws {
        let box = ControlBox("one\ntwo")
        let editor = TextEditor(text: box.binding)
        expectEqual(try editor.inspect().textEditor().input(), "one\ntwo")
        try editor.inspect().textEditor().setInput("three")
        expectEqual(box.value, "three")
        expectThrows(InspectionError.notSupported("setInput(_:) on a disabled TextEditor", path: "textEditor()")) {
            try editor.disabled(true).inspect().setInput("x")
        }
    }

    @Test func textVerbsOnAnotherViewSayWhatWasExpected() throws {
        expectThrows(InspectionError.typeMismatch(expected: "TextField, SecureField or TextEditor", found: "Text", path: "text()")) {
            try Text("x").inspect().text().input()
        }
        expectThrows(InspectionError.typeMismatch(expected: "TextField or SecureField", found: "TextEditor", path: "textEditor()")) {
            try TextEditor(text: .constant("")).inspect().textEditor().callOnCommit()
        }
    }

    // MARK: Stepper

    @Test func stepperStepsByItsStepAndNeverLeavesItsRange() throws {
        let box = ControlBox(7)
        let stepper = Stepper("Count", value: box.binding, in: 0...10, step: 2)
        let view = try stepper.inspect().stepper()
        try view.increment()
        expectEqual(box.value, 9)
        try view.increment()
        #expect(box.value == 10, "9 + 2 is past the range: the stepper stops at its upper bound")
        try view.increment()
        expectEqual(box.value, 10)
        try view.decrement()
        expectEqual(box.value, 8)
        box.value = 1
        try view.decrement()
        expectEqual(box.value, 0)
        expectEqual(try view.labelView().text().string(), "Count")
    }

    @Test func stepperOfActionsRunsThem() throws {
        let box = ControlBox(0)
        let stepper = Stepper {
            Text("Volume")
        } onIncrement: {
            box.value += 1
        } onDecrement: {
            box.value -= 1
        } onEditingChanged: { box.calls.append("editing \($0)") }
        try stepper.inspect().increment()
        try stepper.inspect().increment()
        try stepper.inspect().decrement()
        try stepper.inspect().callOnEditingChanged()
        expectEqual(box.value, 1)
        expectEqual(box.calls, ["editing false"])
    }

    @Test func stepperWithoutADecrementActionSaysSo() throws {
        let stepper = Stepper("Up only", onIncrement: {}, onDecrement: nil)
        expectThrows(InspectionError.notSupported("decrement() on a Stepper without an onDecrement action", path: "stepper()")) {
            try stepper.inspect().stepper().decrement()
        }
    }

    @Test func disabledStepperRefusesToStep() throws {
        let box = ControlBox(1)
        let view = HStack { Stepper("Count", value: box.binding) }.disabled(true)
        expectThrows(InspectionError.notSupported("increment() on a disabled Stepper", path: "hStack().stepper(0)")) {
            try view.inspect().hStack().stepper(0).increment()
        }
        expectEqual(box.value, 1)
    }

    // MARK: Slider

    @Test func sliderValueIsKeptInItsRangeAndSnappedToItsStep() throws {
        let box = ControlBox(4.0)
        let slider = Slider(value: box.binding, in: 0...10, step: 2) { Text("Volume") }
        let view = try slider.inspect().slider()
        expectEqual(try view.value(Double.self), 4)
        try view.setValue(5.1)
        #expect(box.value == 6, "5.1 is 2.55 steps of 2: the nearest step is the third")
        try view.setValue(15)
        expectEqual(box.value, 10)
        try view.setValue(-3)
        expectEqual(box.value, 0)
        expectEqual(try view.labelView().text().string(), "Volume")
    }

    @Test func continuousSliderTakesAnyValueInItsRange() throws {
        let box = ControlBox(Float(0.5))
        let slider = Slider(value: box.binding, onEditingChanged: { box.calls.append("editing \($0)") })
        try slider.inspect().setValue(0.25)
        expectEqual(box.value, 0.25)
        try slider.inspect().setValue(2)
        expectEqual(box.value, 1)
        try slider.inspect().callOnEditingChanged()
        expectEqual(box.calls, ["editing false"])
    }

    @Test func disabledSliderRefusesToMove() throws {
        let box = ControlBox(0.5)
        expectThrows(InspectionError.notSupported("setValue(_:) on a disabled Slider", path: "slider()")) {
            try Slider(value: box.binding).disabled(true).inspect().slider().setValue(1)
        }
        expectEqual(box.value, 0.5)
    }

    // MARK: Toggle, Button

    @Test func tapTurnsAToggleOnAndOff() throws {
        let box = ControlBox(false)
        let toggle = Toggle("Wi-Fi", isOn: box.binding)
        expectEqual(try toggle.inspect().toggle().isOn(), false)
        try toggle.inspect().toggle().tap()
        expectEqual(box.value, true)
        expectEqual(try toggle.inspect().isOn(), true)
        try toggle.inspect().tap()
        expectEqual(box.value, false)
    }

    @Test func disabledToggleRefusesTaps() throws {
        let box = ControlBox(false)
        let view = VStack { Toggle("Wi-Fi", isOn: box.binding) }.disabled(true)
        expectThrows(InspectionError.notSupported("tap on a disabled Toggle", path: "vStack().toggle(0)")) {
            try view.inspect().vStack().toggle(0).tap()
        }
        expectEqual(box.value, false)
    }

    @Test func toggleWithASystemImageIsLabelledByALabel() throws {
        let toggle = Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
        expectEqual(try toggle.inspect().labelView().label().title().text().string(), "Wi-Fi")
    }

    @Test func buttonRoleIsReadAndAnOrdinaryButtonHasNone() throws {
        expectEqual(try Button("Delete", role: .destructive) {}.inspect().button().role(), .destructive)
        expectEqual(try Button(role: .cancel) {} label: { Text("Cancel") }.inspect().role(), .cancel)
        expectEqual(try Button("Save") {}.inspect().role(), nil)
        let counter = ControlBox(0)
        try Button("Delete", systemImage: "trash", role: .destructive) { counter.value += 1 }.inspect().tap()
        expectEqual(counter.value, 1)
    }

    // MARK: DatePicker, ColorPicker

    @Test func datePickerSelectsADateWithinItsRange() throws {
        let start = Date(timeIntervalSince1970: 1_000)
        let end = Date(timeIntervalSince1970: 2_000)
        let box = ControlBox(start)
        let picker = DatePicker("Due", selection: box.binding, in: start...end, displayedComponents: [.date])
        try picker.inspect().datePicker().select(date: Date(timeIntervalSince1970: 1_500))
        expectEqual(box.value, Date(timeIntervalSince1970: 1_500))
        try picker.inspect().select(date: Date(timeIntervalSince1970: 5_000))
        #expect(box.value == end, "a date past the range is the range's last")
        expectEqual(try picker.inspect().labelView().text().string(), "Due")
        expectThrows(InspectionError.notSupported("select(date:) on a disabled DatePicker", path: "datePicker()")) {
            try picker.disabled(true).inspect().select(date: start)
        }
    }

    @Test func colorPickerSelectsAColor() throws {
        let box = ControlBox(Color.red)
        let picker = ColorPicker("Tint", selection: box.binding, supportsOpacity: false)
        try picker.inspect().colorPicker().select(color: .blue)
        expectEqual(box.value, .blue)
        expectThrows(InspectionError.notSupported("select(color:) on a disabled ColorPicker", path: "colorPicker()")) {
            try picker.disabled(true).inspect().select(color: .green)
        }
        expectEqual(box.value, .blue)
    }

    @Test func colorPickerOfACGColorStoresThePickedColorsComponents() throws {
        let box = ControlBox(CGColor(gray: 0.5, alpha: 1))
        let picker = ColorPicker("Tint", selection: box.binding)
        // A grey is read as its white in each of red, green and blue.
        expectEqual(try picker.inspect().colorPicker().labelView().text().string(), "Tint")
        try picker.inspect().select(color: CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        expectEqual(box.value, CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        // A SwiftUI named colour has no components of its own: it is stored as UIKit resolves it.
        try picker.inspect().select(color: Color.red)
        expectEqual(box.value, UIColor.systemRed.cgColor)
        try picker.inspect().select(color: UIColor.blue)
        expectEqual(box.value.components, [0, 0, 1, 1])
    }

    @Test func aColorMadeFromACGColorHasItsComponentsAndANamedColorHasNone() {
        expectEqual(Color(cgColor: CGColor(gray: 0.25, alpha: 0.5)), Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.5))
        expectEqual(Color(red: 1, green: 0.5, blue: 0, opacity: 1).cgColor, CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        expectEqual(Color.red.cgColor, nil)
        expectEqual(UIColor(cgColor: CGColor(gray: 1, alpha: 1)), UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // MARK: ProgressView, Link, Label, LabeledContent

    @Test func progressViewFractionIsNilWhileIndeterminate() throws {
        expectEqual(try ProgressView().inspect().progressView().fractionCompleted(), nil)
        expectEqual(try ProgressView("Loading").inspect().fractionCompleted(), nil)
        expectEqual(try ProgressView(value: 0.3).inspect().fractionCompleted(), 0.3)
        expectEqual(try ProgressView(value: 5.0, total: 10).inspect().fractionCompleted(), 0.5)
        #expect(try ProgressView(value: 20.0, total: 10).inspect().fractionCompleted() == 1, "progress past the total is complete")
        expectEqual(try ProgressView("Loading").inspect().labelView().text().string(), "Loading")
    }

    @Test func progressViewCurrentValueLabelIsItsOwnStep() throws {
        let progress = ProgressView(value: 0.4) { Text("Upload") } currentValueLabel: { Text("4 of 10") }
        expectEqual(try progress.inspect().currentValueLabelView().text().string(), "4 of 10")
        expectThrows(InspectionError.attributeNotFound("a view at base|custom|currentValueLabel|some", in: "ProgressView<EmptyView, EmptyView>", path: "progressView()")) {
            try ProgressView().inspect().progressView().currentValueLabelView()
        }
    }

    @Test func linkURLAndSearchByURLOrTitle() throws {
        let help = URL(fileURLWithPath: "/help")
        let view = VStack { Text("x"); Link("Help", destination: help) }
        expectEqual(try view.inspect().vStack().link(1).url(), help)
        expectEqual(try view.inspect().find(link: help).pathToRoot, "vStack().link(1)")
        expectEqual(try view.inspect().find(link: "Help").labelView().text().string(), "Help")
    }

    @Test func labelTitleAndIconAreItsSteps() throws {
        let label = Label("Favourites", systemImage: "star")
        expectEqual(try label.inspect().label().title().text().string(), "Favourites")
        expectEqual(try label.inspect().label().icon().image().kind, .image)
        let custom = Label { Text("A") } icon: { Color.red }
        expectEqual(try custom.inspect().icon().color().kind, .color)
        // A Label names its item by its title, as a Picker option; the static walk agrees.
        let options = Group { Label("One", systemImage: "1.circle").tag(1); Label("Two", systemImage: "2.circle").tag(2) }
        let items = try options.inspect().taggedItems(of: Int.self)
        expectEqual(items.map(\.text), ["One", "Two"])
        expectEqual(items.map(\.tag.value), [1, 2])
        expectEqual(try options.taggedTexts(of: Int.self).map(\.text), ["One", "Two"])
        let box = ControlBox(1)
        try Picker("P", selection: box.binding) { options }.inspect().picker().select(value: 2)
        expectEqual(box.value, 2)
    }

    @Test func labeledContentValueIsItsChildAndTitleItsLabel() throws {
        let content = LabeledContent("Size", value: "2 MB")
        expectEqual(try content.inspect().labeledContent().text(0).string(), "2 MB")
        expectEqual(try content.inspect().labelView().text().string(), "Size")
        let custom = LabeledContent { Text("a"); Text("b") } label: { Text("Letters") }
        expectEqual(try custom.inspect().labeledContent().text(1).string(), "b")
    }

    @Test func aContentUnavailableViewsActionsAreItsChildrenBesideItsLabelAndDescription() throws {
        var retried = false
        let view = VStack {
            ContentUnavailableView { Label("Offline", systemImage: "wifi.slash") } description: {
                Text("Check the network.")
            } actions: {
                Button("Retry") { retried = true }
            }
        }
        let unavailable = try view.inspect().vStack().contentUnavailableView(0)
        expectEqual(try unavailable.labelView().title().text().string(), "Offline")
        expectEqual(try unavailable.descriptionView().text().string(), "Check the network.")
        try unavailable.button(0).tap()
        #expect(retried)
        expectEqual(try view.inspect().find(text: "Check the network.").pathToRoot,
                    "vStack().contentUnavailableView(0).descriptionView().text()")
        let search = try ContentUnavailableView.search(text: "kiwi").inspect()
        expectEqual(try search.find(text: "No Results for “kiwi”").string(), "No Results for “kiwi”")
    }

    @Test func readingByLabelsAloneGivesTheSameAnswers() throws {
        let view = VStack {
            LabeledContent("Size", value: "2 MB")
            TextField("Name", text: .constant("Ada"))
            ProgressView(value: 0.5)
        }
        for root in [try view.inspect(), try view.inspectWithMirrorOnly()] {
            expectEqual(try root.vStack().labeledContent(0).text(0).string(), "2 MB")
            expectEqual(try root.vStack().textField(1).input(), "Ada")
            expectEqual(try root.vStack().progressView(2).fractionCompleted(), 0.5)
        }
    }

    // MARK: Picker style

    @Test func pickerStyleIsTheInnermostOnThePickerOrAnAncestor() throws {
        let own = Picker("P", selection: .constant(1)) { Text("a").tag(1) }.pickerStyle(.wheel).pickerStyle(.menu)
        #expect(try own.inspect().picker().pickerStyle() is WheelPickerStyle)
        let inherited = VStack { Picker("P", selection: .constant(1)) { Text("a").tag(1) } }.pickerStyle(.inline)
        #expect(try inherited.inspect().vStack().picker(0).pickerStyle() is InlinePickerStyle)
        expectThrows(InspectionError.attributeNotFound("a pickerStyle(_:) on it or a view containing it", in: "Picker", path: "picker()")) {
            try Picker("P", selection: .constant(1)) { Text("a").tag(1) }.inspect().picker().pickerStyle()
        }
    }

    @Test func controlsAreFoundBySearchInsideTheirContainers() throws {
        let view = VStack {
            TextField("Name", text: .constant(""))
            HStack { Slider(value: .constant(0.5)) { Text("Volume") } }
        }
        expectEqual(try view.inspect().find(text: "Volume").pathToRoot, "vStack().hStack(1).slider(0).labelView().text()")
    }
}

/// A stepper at its type's limit stops there instead of overflowing (found by the editor's tests).
@MainActor @Suite struct StepperLimitTests {
    final class Box<V>: @unchecked Sendable {
        var value: V
        init(_ value: V) { self.value = value }
        var binding: Binding<V> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test func aStepperAtItsTypesLimitStaysThere() throws {
        let byte = Box<UInt8>(255)
        try Stepper("B", value: byte.binding).inspect().stepper().increment()
        expectEqual(byte.value, 255)
        let big = Box(Int.max - 1)
        try Stepper("I", value: big.binding, step: 5).inspect().stepper().increment()
        expectEqual(big.value, Int.max)
        let small = Box(Int.min)
        try Stepper("I", value: small.binding).inspect().stepper().decrement()
        expectEqual(small.value, Int.min)
    }

    @Test func aStepThatWouldOverflowStopsAtTheBound() throws {
        let byte = Box<UInt8>(250)
        try Stepper("B", value: byte.binding, in: 0...253, step: 100).inspect().stepper().increment()
        expectEqual(byte.value, 253)
        try Stepper("B", value: byte.binding, in: 0...253, step: 100).inspect().stepper().decrement()
        expectEqual(byte.value, 153)
        try Stepper("B", value: byte.binding, in: 0...253, step: 200).inspect().stepper().decrement()
        expectEqual(byte.value, 0)
    }
}
