extension Picker: View, _LabelledControl where Label: View, Content: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension Picker where Label: View, Content: View {
    /// Creates a picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), content: content())
    }

    /// Creates a picker with a label view given first (SwiftUI's earlier form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: label, content: content())
    }
}

extension Picker where Label == Text, Content: View {
    /// Creates a picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(titleKey), content: content())
    }

    /// Creates a picker whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(title), content: content())
    }
}

extension Picker where Label == ViewTree.Label<Text, Image>, Content: View {
    /// Creates a picker showing a title and a system symbol, as `Picker("Flavor", systemImage: "star", selection: $flavor) { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: ViewTree.Label(titleKey, systemImage: systemImage), content: content())
    }

    /// Creates a picker showing a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: ViewTree.Label(title, systemImage: systemImage), content: content())
    }
}
