/// A style that draws a menu, as SwiftUI's `MenuStyle`: its body is the menu made from the
/// configuration, changed as the style wants it (a blur, a padding).
@MainActor @preconcurrency
public protocol MenuStyle {
    /// The type of the styled menu.
    associatedtype Body: View
    /// The styled menu.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = MenuStyleConfiguration
}

/// What a ``MenuStyle`` receives: the menu's label and content, as views, which only the menu made
/// from the configuration shows (SwiftUI gives them no public property), and its primary action.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label {
        package init() {}
    }

    /// The menu's content, as a view.
    public struct Content {
        package init() {}
    }

    /// The label.
    package let label: MenuStyleConfiguration.Label
    /// The content.
    package let content: MenuStyleConfiguration.Content
    /// The action of a plain tap on the styled menu; nil when a tap opens it.
    package let primaryAction: (() -> Void)?

    /// A configuration of the label's and the content's stand-ins, without a primary action: what a
    /// style receives, made by a test to inspect a style's body.
    public init() {
        self.init(primaryAction: nil)
    }

    /// A configuration of the stand-ins whose menu runs `primaryAction` on a plain tap.
    package init(primaryAction: (() -> Void)?) {
        label = Label()
        content = Content()
        self.primaryAction = primaryAction
    }
}

/// The platform's default menu style, as `.menuStyle(.automatic)`.
public struct DefaultMenuStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
}

/// A menu drawn as a button, as `.menuStyle(.button)`.
public struct ButtonMenuStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
}

/// A menu drawn as a button without a border, as `.menuStyle(.borderlessButton)`.
public struct BorderlessButtonMenuStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The borderless button style.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

// The built-in styles' conformances, whose bodies are the menu of the configuration, are declared
// beside that view's initialiser from a configuration (Views/), apart from the types, so that the
// types are not isolated to the main actor.

// The configuration's stand-ins are views whose conformances are declared apart from their types,
// so that the configuration is made outside the main actor.
extension MenuStyleConfiguration.Label: _PrimitiveView {}
extension MenuStyleConfiguration.Content: _PrimitiveView {}
