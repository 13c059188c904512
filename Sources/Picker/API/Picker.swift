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
    /// Reads the content's items, specialised where the picker is built (see ``SegmentedPicker``).
    let items: SegmentItems<SelectionValue, Content>

    /// Creates a picker with a label view.
    @inlinable
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), content: content(), items: SegmentItems())
    }

    /// Creates a picker with a label view given first (SwiftUI's earlier form).
    @inlinable
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: label, content: content(), items: SegmentItems())
    }

    /// A picker of `content` labelled `label`, whose items `items` reads.
    @usableFromInline
    init(selection: Binding<SelectionValue>, label: Label, content: Content, items: SegmentItems<SelectionValue, Content>) {
        self._selection = selection
        self.label = label
        self.content = content
        self.items = items
    }

    /// The picker's segments (the label is kept for inspection, not drawn in the segmented style).
    public var body: some View {
        SegmentedPicker(selection: $selection, content: content, items: items)
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a localized title.
    @inlinable
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker whose title is a string value, shown verbatim.
    @inlinable @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
