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
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension Button where Label: View {
    /// Creates a button with a role, as `Button(role: .destructive) { delete() } label: { Text("Delete") }`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self = .make(action: action, label: label(), role: role)
    }
}

extension Button where Label == Text {
    /// Creates a button with a localized title and a role, as `Button("Delete", role: .destructive) { … }`.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self = .make(action: action, label: Text(titleKey), role: role)
    }

    /// Creates a button with a string title and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self = .make(action: action, label: Text(title), role: role)
    }
}

extension Button where Label == ViewTree.Label<Text, Image> {
    /// Creates a button showing a title and a system symbol, as `Button("Delete", systemImage: "trash") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self = .make(action: action, label: ViewTree.Label(titleKey, systemImage: systemImage), role: role)
    }

    /// Creates a button showing a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self = .make(action: action, label: ViewTree.Label(title, systemImage: systemImage), role: role)
    }
}
