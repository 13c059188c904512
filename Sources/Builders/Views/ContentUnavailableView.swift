extension ContentUnavailableView: View, _LabelledControl where Label: View, Description: View, Actions: View {
    /// The label names the view in a view list.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension ContentUnavailableView where Label: View, Description: View, Actions: View {
    /// Creates the view from its label, description and actions, as
    /// `ContentUnavailableView { Label("No Mail", systemImage: "tray") } description: { … } actions: { … }`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self = .make(label: label(), description: description(), actions: actions())
    }
}

extension ContentUnavailableView where Label: View, Description: View, Actions == EmptyView {
    /// Creates the view from its label and description, without actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self = .make(label: label(), description: description(), actions: EmptyView())
    }
}

extension ContentUnavailableView where Label: View, Description == EmptyView, Actions: View {
    /// Creates the view from its label and actions, without a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
        self = .make(label: label(), description: EmptyView(), actions: actions())
    }
}

extension ContentUnavailableView where Label: View, Description == EmptyView, Actions == EmptyView {
    /// Creates the view from its label alone.
    public init(@ViewBuilder label: () -> Label) {
        self = .make(label: label(), description: EmptyView(), actions: EmptyView())
    }
}

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates the view with a localized title, a system symbol and an optional description, as
    /// `ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self = .make(label: ViewTree.Label(titleKey, systemImage: name), description: description, actions: EmptyView())
    }

    /// Creates the view with a string title, a system symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self = .make(label: ViewTree.Label(title, systemImage: name), description: description, actions: EmptyView())
    }

    /// Creates the view with a localized title, a named image and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self = .make(label: ViewTree.Label(titleKey, image: name), description: description, actions: EmptyView())
    }

    /// Creates the view with a string title, a named image and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self = .make(label: ViewTree.Label(title, image: name), description: description, actions: EmptyView())
    }
}

/// The parts of ``ContentUnavailableView/search``, as SwiftUI's `SearchUnavailableContent`.
public enum SearchUnavailableContent {
    /// The label of a search without results: "No Results", or "No Results for “text”".
    public struct Label: View {
        /// The text searched for, when the label names it.
        let text: String?

        /// The title and the magnifying glass.
        public var body: some View {
            ViewTree.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// The description of a search without results.
    public struct Description: View {
        /// The advice.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// The actions of a search without results: none.
    public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// The view a search without results shows.
    public static var search: ContentUnavailableView { .make(label: .init(text: nil), description: .init(), actions: .init()) }

    /// The view a search for `text` without results shows, naming it.
    public static func search(text: String) -> ContentUnavailableView {
        .make(label: .init(text: text), description: .init(), actions: .init())
    }
}
