/// A style that draws a label, as SwiftUI's `LabelStyle`: the style makes the look from the
/// label's title and icon.
///
///     struct TrailingIcon: LabelStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack { configuration.title; configuration.icon }
///         }
///     }
///     Label("Rain", systemImage: "cloud.rain").labelStyle(TrailingIcon())
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of the styled label.
    associatedtype Body: View
    /// The styled label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` receives: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title {
        package init() {}
    }

    /// The label's icon, as a view.
    public struct Icon {
        package init() {}
    }

    /// The title.
    public let title: LabelStyleConfiguration.Title
    /// The icon.
    public let icon: LabelStyleConfiguration.Icon

    /// A configuration of the title's and the icon's stand-ins: what a style receives, made by a
    /// test to inspect a style's body.
    public init() {
        title = Title()
        icon = Icon()
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label of a style's configuration, drawn with the title and the icon, as `Label(configuration)`
    /// in a ``LabelStyle``'s body.
    public init(_ configuration: LabelStyleConfiguration) {
        self = .make(title: configuration.title, icon: configuration.icon)
    }
}

/// The platform's default label style, as `.labelStyle(.automatic)`: icon and title in a terminal.
public struct DefaultLabelStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

/// The title alone, as `.labelStyle(.titleOnly)`.
public struct TitleOnlyLabelStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone, as `.labelStyle(.iconOnly)`.
public struct IconOnlyLabelStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The icon and the title, as `.labelStyle(.titleAndIcon)`.
public struct TitleAndIconLabelStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefaultLabelStyle: LabelStyle {}
extension TitleOnlyLabelStyle: LabelStyle {}
extension IconOnlyLabelStyle: LabelStyle {}
extension TitleAndIconLabelStyle: LabelStyle {}

// The configurations' stand-ins are views whose conformances are declared apart from their types,
// so that the configurations are made outside the main actor.
extension LabelStyleConfiguration.Title: _PrimitiveView {}
extension LabelStyleConfiguration.Icon: _PrimitiveView {}
