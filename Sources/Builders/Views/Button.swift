extension Button where Label: View {
    /// Creates a button that shows `label` and runs `action` when chosen.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self = .make(action: action, label: label())
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized title, as `Button("Save") { … }`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self = .make(action: action, label: Text(titleKey))
    }

    /// Creates a button whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self = .make(action: action, label: Text(title))
    }
}

extension Button: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public var _controlLabel: Label { label }
}
