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
