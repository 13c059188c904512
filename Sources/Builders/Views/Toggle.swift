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
    @inlinable public var _controlLabel: Label { label }
}
