extension Toggle where Label: View {
    /// Creates a toggle of `isOn` that shows `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self = .make(isOn: isOn, label: label())
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self = .make(isOn: isOn, label: Text(titleKey))
    }

    /// Creates a toggle whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self = .make(isOn: isOn, label: Text(title))
    }
}

extension Toggle: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension Toggle where Label == ViewTree.Label<Text, Image> {
    /// Creates a toggle showing a title and a system symbol, as `Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self = .make(isOn: isOn, label: ViewTree.Label(titleKey, systemImage: systemImage))
    }

    /// Creates a toggle showing a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self = .make(isOn: isOn, label: ViewTree.Label(title, systemImage: systemImage))
    }
}
