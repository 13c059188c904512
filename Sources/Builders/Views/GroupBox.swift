extension GroupBox where Label: View, Content: View {
    /// Creates a box with a label, as `GroupBox { … } label: { … }`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), content: content())
    }

    /// Creates a box with a label given as a view (SwiftUI's earlier form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self = .make(label: label, content: content())
    }
}

extension GroupBox where Label == EmptyView, Content: View {
    /// Creates a box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self = .make(label: EmptyView(), content: content())
    }
}

extension GroupBox where Label == Text, Content: View {
    /// Creates a box with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self = .make(label: Text(titleKey), content: content())
    }

    /// Creates a box whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self = .make(label: Text(title), content: content())
    }
}

extension GroupBox: View, _LayoutView where Label: View, Content: View {
    /// The boxed views.
    @inlinable public nonisolated var _layoutContent: Content { content }
}

// MARK: `GroupBox(configuration)` in a GroupBoxStyle's body

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The box a style is styling, as `GroupBox(configuration)` in a ``GroupBoxStyle``'s body: its
    /// label's and content's stand-ins.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self = .make(label: configuration.label, content: configuration.content)
    }
}

// The built-in style, whose body is the box of the configuration; its conformance is declared apart
// from the type, so that the type is not isolated to the main actor as the protocol is.
extension DefaultGroupBoxStyle: GroupBoxStyle {
    /// The box of the configuration.
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}
