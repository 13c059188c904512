extension TextField: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension TextField where Label == Text {
    /// Creates a field with a localized title, as `TextField("Name", text: $name)`; the older
    /// form also takes `onEditingChanged:` and `onCommit:`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self = .make(label: Text(titleKey), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a field whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self = .make(label: Text(title), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// Creates a field with a localized title and a prompt shown while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self = .make(label: Text(titleKey), text: text, prompt: prompt)
    }

    /// Creates a field with a string title and a prompt shown while the text is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self = .make(label: Text(title), text: text, prompt: prompt)
    }

    /// Creates a field that grows along `axis`, as `TextField("Notes", text: $notes, axis: .vertical)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: _TextFieldAxis) {
        self = .make(label: Text(titleKey), text: text, prompt: prompt, axis: axis)
    }

    /// Creates a field with a string title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: _TextFieldAxis) {
        self = .make(label: Text(title), text: text, prompt: prompt, axis: axis)
    }
}

extension TextField where Label: View {
    /// Creates a field with a label view, as `TextField(text: $name, prompt: Text("Required")) { Text("Name") }`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), text: text, prompt: prompt)
    }

    /// Creates a field with a label view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: _TextFieldAxis, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), text: text, prompt: prompt, axis: axis)
    }
}
