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

// MARK: `Menu(configuration)` in a MenuStyle's body

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style is styling, as `Menu(configuration)` in a ``MenuStyle``'s body: its label's
    /// and content's stand-ins, and its primary action.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content, primaryAction: configuration.primaryAction)
    }
}

// The built-in styles, whose bodies are the menu of the configuration (drawn in each style's look);
// their conformances are declared apart from the types, so that the types are not isolated to the
// main actor as the protocol is.
extension DefaultMenuStyle: MenuStyle {
    /// The menu of the configuration.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension ButtonMenuStyle: MenuStyle {
    /// The menu of the configuration.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

extension BorderlessButtonMenuStyle: MenuStyle {
    /// The menu of the configuration.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
