extension SecureField: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title, as `SecureField("Password", text: $password)`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self = .make(label: Text(titleKey), text: text)
    }

    /// Creates a secure field whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self = .make(label: Text(title), text: text)
    }

    /// Creates a secure field with a localized title and a prompt shown while the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self = .make(label: Text(titleKey), text: text, prompt: prompt)
    }

    /// Creates a secure field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self = .make(label: Text(title), text: text, prompt: prompt)
    }

    /// Creates a secure field that runs `onCommit` when the text is submitted (SwiftUI's older form).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self = .make(label: Text(titleKey), text: text, onCommit: onCommit)
    }

    /// Creates a secure field with a string title that runs `onCommit` when the text is submitted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self = .make(label: Text(title), text: text, onCommit: onCommit)
    }
}

extension SecureField where Label: View {
    /// Creates a secure field with a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), text: text, prompt: prompt)
    }
}
