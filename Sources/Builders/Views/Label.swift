extension Label: View, _LabelledControl where Title: View, Icon: View {
    /// The title names the label in a view list.
    @inlinable public nonisolated var _controlLabel: Title { title }
}

extension Label where Title: View, Icon: View {
    /// Creates a label from a title view and an icon view, as `Label { Text("A") } icon: { Image(systemName: "a") }`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self = .make(title: title(), icon: icon())
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a localized title and a system symbol, as `Label("Trash", systemImage: "trash")`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self = .make(title: Text(titleKey), icon: Image(systemName: name))
    }

    /// Creates a label with a string title and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self = .make(title: Text(title), icon: Image(systemName: name))
    }

    /// Creates a label with a localized title and a named image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self = .make(title: Text(titleKey), icon: Image(name))
    }

    /// Creates a label with a string title and a named image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self = .make(title: Text(title), icon: Image(name))
    }
}
