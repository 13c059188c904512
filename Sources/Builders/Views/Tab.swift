extension Tab: View where Value: Hashable, Content: View, Label: View {
    /// A tab is primitive.
    public typealias Body = Never

    /// The tab's content, with its tab item and tag, as if the tab were not there.
    public nonisolated func _visitViewList<Visitor: _ViewListVisitor>(_ visitor: inout Visitor) throws(Visitor.Failure) {
        guard let view = content as? any View else { return }
        try view._visitViewList(&visitor)
    }
}

extension Tab where Value: Hashable, Content: View, Label: View {
    /// A tab selected by `value`, with its content and label, as
    /// `Tab(value: 1) { Text("Inbox") } label: { Label("Inbox", systemImage: "tray") }`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self = .make(content: content().tabItem(label).tag(value))
    }
}

extension Tab where Value: Hashable, Content: View, Label == ViewTree.Label<Text, Image> {
    /// A tab selected by `value`, with a localized title and a system symbol, as
    /// `Tab("Inbox", systemImage: "tray", value: 1) { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab selected by `value`, with a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { ViewTree.Label(title, systemImage: systemImage) }
    }

    /// A tab selected by `value`, with a localized title and a named image.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { ViewTree.Label(titleKey, image: image) }
    }
}

extension Tab where Value == Never, Content: View, Label: View {
    /// A tab no selection names, with its content and label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self = .make(content: content().tabItem(label))
    }
}

extension Tab where Value == Never, Content: View, Label == ViewTree.Label<Text, Image> {
    /// A tab no selection names, with a localized title and a system symbol, as
    /// `Tab("Inbox", systemImage: "tray") { … }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab no selection names, with a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewTree.Label(title, systemImage: systemImage) }
    }

    /// A tab no selection names, with a localized title and a named image.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewTree.Label(titleKey, image: image) }
    }
}
