extension ColorPicker: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension ColorPicker where Label: View {
    /// Creates a colour picker with a label view, as `ColorPicker(selection: $tint) { Text("Tint") }`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), color: selection, supportsOpacity: supportsOpacity)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a localized title, as `ColorPicker("Tint", selection: $tint)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self = .make(label: Text(titleKey), color: selection, supportsOpacity: supportsOpacity)
    }

    /// Creates a colour picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self = .make(label: Text(title), color: selection, supportsOpacity: supportsOpacity)
    }
}
