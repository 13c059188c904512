extension NavigationLink where Label: View, Destination: View {
    /// Creates a link to `destination` that shows `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination, value: nil, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link to the view the first block builds, as `NavigationLink { … } label: { … }`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination(), value: nil, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link to `destination` shown while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination, value: nil, isActive: .binding(isActive))
    }
}

extension NavigationLink where Label == Text, Destination: View {
    /// Creates a link with a localized title, as `NavigationLink("Title", destination: …)`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), destination: destination, value: nil, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link whose title is a string value, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), destination: destination, value: nil, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link with a localized title to the view the block builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), destination: destination(), value: nil, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link whose title is a string value to the view the block builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), destination: destination(), value: nil, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link with a localized title to `destination`, shown while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey), destination: destination, value: nil, isActive: .binding(isActive))
    }

    /// Creates a link to `destination`, shown while `selection` is `tag`; following it sets
    /// `selection` to `tag`, and going back sets it to nil (SwiftUI's deprecated
    /// `NavigationLink(destination:tag:selection:label:)`).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: destination, value: nil, isActive: .binding(Self.isActive(tag, in: selection)))
    }

    /// Creates a link with a localized title to `destination`, shown while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(titleKey), destination: destination, value: nil, isActive: .binding(Self.isActive(tag, in: selection)))
    }

    /// Whether `selection` is `tag`, as a binding: setting it true selects `tag`, setting it
    /// false clears the selection when it is still `tag`.
    private static func isActive<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
        Binding(
            get: { selection.wrappedValue == tag },
            set: { active in
                if active {
                    selection.wrappedValue = tag
                } else if selection.wrappedValue == tag {
                    selection.wrappedValue = nil
                }
            })
    }
}

extension NavigationLink where Label: View, Destination == Never {
    /// Creates a link that presents `value` to the enclosing navigation stack.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), destination: nil, value: value.map { AnyHashable($0) }, isActive: .state(State(wrappedValue: false)))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link with a localized title that presents `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), destination: nil, value: value.map { AnyHashable($0) }, isActive: .state(State(wrappedValue: false)))
    }

    /// Creates a link whose title is a string value that presents `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), destination: nil, value: value.map { AnyHashable($0) }, isActive: .state(State(wrappedValue: false)))
    }
}

extension NavigationLink: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}
