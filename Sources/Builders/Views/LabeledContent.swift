extension LabeledContent: View, _LabelledControl where Label: View, Content: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension LabeledContent where Label: View, Content: View {
    /// Creates labelled content from a content view and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), content: content())
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates labelled content with a localized title, as `LabeledContent("Size") { Text("2 MB") }`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self = .make(label: Text(titleKey), content: content())
    }

    /// Creates labelled content with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self = .make(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labelled value with a localized title, as `LabeledContent("Size", value: "2 MB")`;
    /// the value is shown verbatim.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self = .make(label: Text(titleKey), content: Text(value))
    }

    /// Creates a labelled value with a string title.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self = .make(label: Text(title), content: Text(value))
    }
}
