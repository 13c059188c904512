import Builders

/// SwiftUI's Picker: a label, a selection and tagged options, drawn as a
/// segmented bar (``SegmentedPickerStyle`` is the only style drawn).
///
///     Picker("Flavor", selection: $flavor) {
///         Text("Chocolate").tag(Flavor.chocolate)
///         Text("Vanilla").tag(Flavor.vanilla)
///     }
///     .pickerStyle(.segmented)
///
/// The module is named `Picker` too. In client code `Picker.X` means a member
/// of this type, never of the module, so every public name of the module is
/// distinct and never needs the module's name to disambiguate it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let label: Label
    let content: Content

    /// Creates a picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self._selection = selection
        self.label = label()
        self.content = content()
    }

    /// Creates a picker with a label view given first (SwiftUI's earlier form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self._selection = selection
        self.label = label
        self.content = content()
    }

    /// The picker's segments (the label is kept for inspection, not drawn in the segmented style).
    public var body: some View {
        SegmentedPicker(selection: $selection) { content }
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
