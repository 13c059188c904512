import Builders
import Inspect
import Pickers
import Render
import Testing
import Expectations

// PickersTests holds the tests whose subject is a picker, including pickers drawn by the
// renderer (PickerRenderTests, NestedPickerRenderTests); the renderer's own tests are in
// RenderTests.

/// A selection stored outside the view, so tests can read what the picker wrote.
final class Selection<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

@ViewBuilder func classic() -> some View {
    Text("First").tag(0)
    Text("Second").tag(1)
    Text("Third").tag(2)
}

@MainActor @Suite struct PickerSelectionTests {
    @Test func choosingASegmentThroughTheInspectorWritesTheSelection() throws {
        let selection = Selection(0)
        let picker = SegmentedPicker(selection: selection.binding) { classic() }
        try picker.inspect().hStack().forEach().button(2).tap()
        expectEqual(selection.value, 2)
        try picker.inspect().find(button: "Second").tap()
        expectEqual(selection.value, 1)
    }

    @Test func bodyIsAnHStackOfButtonsWithTheSelectedOneMarked() throws {
        let picker = SegmentedPicker(selection: .constant(1)) { classic() }
        let buttons = try picker.inspect().hStack().forEach().children()
        expectEqual(buttons.map(\.kind), [.button, .button, .button])
        let marked = buttons.map { button in
            button.modifiers.contains { ($0.value as? SelectedSegmentMarker)?.isSelected == true }
        }
        expectEqual(marked, [false, true, false])
        // Each label is the segment's own view, erased: button(i).labelView().anyView().text().
        expectEqual(try buttons.map { try $0.labelView().anyView().text().string() }, ["First", "Second", "Third"])
    }

    @Test func segmentsTaggedWithAnotherTypeAreDrawnButInert() throws {
        let selection = Selection(0)
        let picker = SegmentedPicker(selection: selection.binding) {
            Text("Int").tag(1)
            Text("String").tag("two")
            Text("None")
        }
        let buttons = try picker.inspect().hStack().forEach().children()
        expectEqual(buttons.map { $0.isDisabled() }, [false, true, true])
        expectThrows(InspectionError.self) { try buttons[1].tap() }
        try buttons[0].tap()
        expectEqual(selection.value, 1)
    }

    @Test func optionalSelectionMatchesTagsOfTheWrappedType() throws {
        let selection = Selection<Int?>(nil)
        let picker = SegmentedPicker(selection: selection.binding) { classic() }
        expectEqual(try Renderer.render(picker, width: 40).canvas.plainText, "│ First │ Second │ Third │")
        try picker.inspect().find(button: "Third").tap()
        expectEqual(selection.value, 2)
        expectEqual(try Renderer.render(picker, width: 40).canvas.plainText, "│ First │ Second │[Third]│")
    }

    @Test func equalTagsSelectTheFirstOnly() throws {
        let picker = SegmentedPicker(selection: .constant(7)) {
            Text("A").tag(7)
            Text("B").tag(7)
        }
        expectEqual(try Renderer.render(picker, width: 20).canvas.plainText, "│[A]│ B │")
    }

    @Test func forEachImplicitTagsAreSelectable() throws {
        let selection = Selection("pear")
        let picker = SegmentedPicker(selection: selection.binding) {
            ForEach(["apple", "pear"], id: \.self) { Text($0) }
        }
        expectEqual(try Renderer.render(picker, width: 30).canvas.plainText, "│ apple │[pear]│")
        try picker.inspect().find(button: "apple").tap()
        expectEqual(selection.value, "apple")
    }

    @Test func segmentsMayBeImagesOrLabelStacks() throws {
        let picker = SegmentedPicker(selection: .constant(1)) {
            Image(systemName: "star").tag(0)
            HStack { Image(systemName: "heart"); Text("Love") }.tag(1)
        }
        expectEqual(try Renderer.render(picker, width: 30).canvas.plainText, "│ ☆ │[♡ Love]│")
    }

    @Test func swiftUIPickerFormsBuildTheSameSegments() throws {
        let selection = Selection(0)
        let titled = Picker("Number", selection: selection.binding) { classic() }.pickerStyle(.segmented)
        #expect(String(describing: type(of: titled)).hasSuffix(", PickerStyleWriter<SegmentedPickerStyle>>"))
        expectEqual(try Renderer.render(titled, width: 40).canvas.plainText, "│[First]│ Second │ Third │")
        let labelled = Picker(selection: selection.binding, label: Text("Number")) { classic() }
            .pickerStyle(SegmentedPickerStyle())
        // SwiftUI's Picker is a primitive: its options are its children, chosen with select(value:).
        try labelled.inspect().picker().select(value: 2)
        expectEqual(selection.value, 2)
        let closureLabel = Picker(selection: selection.binding) { classic() } label: { Text("N") }
        // Without a style a picker is drawn in the automatic style, a menu: its label and selected option.
        expectEqual(try Renderer.render(closureLabel, width: 40).canvas.plainText, "N: Third ▾")
        expectEqual(try Renderer.render(closureLabel.pickerStyle(.segmented), width: 40).canvas.plainText, "│ First │ Second │[Third]│")
    }
}
