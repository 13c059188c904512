import Builders

/// The scene that shows a view: in the terminal, full-screen.
public struct WindowGroup<Content: View> {
    /// The type of the scene's content: none, it is primitive.
    public typealias Body = Never
    /// The view shown.
    public let content: Content
    /// The window group's title, when it has one (a terminal shows none).
    public let title: String?
    /// The identifier other code opens it by (a terminal has one window).
    public let id: String?

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content)
    }

    /// A window group with an identifier showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content)
    }

    /// A window group with a title (not shown in a terminal) showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content)
    }

    /// A window group with a title and an identifier showing `content`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content)
    }

    /// A window group with a localized title showing `content`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: title.key, id: nil, content: content)
    }

    private init(title: String?, id: String?, content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }
}

/// A scene that shows a view: the view a running app shows for it.
protocol WindowGroupContent {
    var windowContent: AnyView { get }
}

extension WindowGroup: WindowGroupContent {
    var windowContent: AnyView { AnyView(content) }
}

/// A single window, as SwiftUI's `Window` (macOS): in a terminal, a window group like any other.
public struct Window<Content: View> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The window's title.
    public let title: String
    /// The identifier other code opens it by.
    public let id: String
    /// The view shown.
    public let content: Content

    /// A window titled `title` showing `content`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }
}

extension Window: WindowGroupContent {
    var windowContent: AnyView { AnyView(content) }
}

/// An app's settings window, as SwiftUI's `Settings` (macOS): a terminal app shows its first window
/// group, so the settings' view is kept, not shown; a test can inspect ``content``.
public struct Settings<Content: View> {
    /// Primitive: no body.
    public typealias Body = Never
    /// The settings' view.
    public let content: Content

    /// A settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

// The scenes' conformances are declared apart from their types, so that the types are not isolated
// to the main actor as `Scene` is: the runtime reads them from code that is not isolated.
extension WindowGroup: Scene {}
extension Window: Scene {}
extension Settings: Scene {}
