extension Menu where Label: View, Content: View {
    /// Creates a menu of the actions the first block builds, shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil)
    }

    /// Creates a menu whose plain tap runs `primaryAction`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(label: label(), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == Text, Content: View {
    /// Creates a menu with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil)
    }

    /// Creates a menu whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content(), primaryAction: nil)
    }

    /// Creates a menu with a localized title whose plain tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(label: Text(titleKey), content: content(), primaryAction: primaryAction)
    }
}

extension Menu: View, _LabelledControl where Label: View, Content: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}
