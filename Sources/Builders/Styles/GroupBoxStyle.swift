/// A style that draws a group box, as SwiftUI's `GroupBoxStyle`: the style makes the look from the
/// box's label and content.
///
///     struct Plain: GroupBoxStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             VStack(alignment: .leading) { configuration.label; configuration.content }
///         }
///     }
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The type of the styled box.
    associatedtype Body: View
    /// The styled box.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` receives: the box's label and content, as views.
public struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    public struct Label {
        package init() {}
    }

    /// The box's content, as a view.
    public struct Content {
        package init() {}
    }

    /// The label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The content.
    public let content: GroupBoxStyleConfiguration.Content

    /// A configuration of the label's and the content's stand-ins: what a style receives, made by a
    /// test to inspect a style's body.
    public init() {
        label = Label()
        content = Content()
    }
}

/// The platform's default group box style, as `.groupBoxStyle(.automatic)`: the content in a
/// border, the label on its top line.
public struct DefaultGroupBoxStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

// The built-in style's conformance, whose body is the box of the configuration, is declared beside
// that view's initialiser from a configuration (Views/), apart from the type, so that the type is
// not isolated to the main actor.

// The configuration's stand-ins are views whose conformances are declared apart from their types,
// so that the configuration is made outside the main actor.
extension GroupBoxStyleConfiguration.Label: _PrimitiveView {}
extension GroupBoxStyleConfiguration.Content: _PrimitiveView {}
