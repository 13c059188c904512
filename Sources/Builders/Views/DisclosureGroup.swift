extension DisclosureGroup where Label: View, Content: View {
    /// Creates a collapsed group that keeps its own expansion state.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), isExpanded: .state(State(wrappedValue: false)))
    }

    /// Creates a group expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), isExpanded: .binding(isExpanded))
    }
}

extension DisclosureGroup where Label == Text, Content: View {
    /// Creates a collapsed group with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(titleKey), content: content(), isExpanded: .state(State(wrappedValue: false)))
    }

    /// Creates a collapsed group whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(title), content: content(), isExpanded: .state(State(wrappedValue: false)))
    }

    /// Creates a group with a localized title, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(titleKey), content: content(), isExpanded: .binding(isExpanded))
    }

    /// Creates a group whose title is a string value, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(label: Text(title), content: content(), isExpanded: .binding(isExpanded))
    }
}

extension DisclosureGroup: View, _LabelledControl where Label: View, Content: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}
