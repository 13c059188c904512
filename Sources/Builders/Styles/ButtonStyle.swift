/// A style that draws a button's label, as SwiftUI's `ButtonStyle`: the system handles the
/// interaction; the style makes the look from the label and whether it is pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of the styled button.
    associatedtype Body: View
    /// The styled button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` receives: the button's label and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label {
        package init() {}
    }

    /// The label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is pressed now.
    public let isPressed: Bool

    /// A configuration pressed or not, with the label's stand-in: what a style receives, made by a
    /// test to inspect a style's body, as ViewInspector lets tests make it.
    public init(isPressed: Bool) {
        self.label = Label()
        self.isPressed = isPressed
    }
}

/// A style that makes a whole button, its interaction included, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of the styled button.
    associatedtype Body: View
    /// The styled button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` receives: the button's label and its action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label {
        package init() {}
    }

    /// The label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    private let action: () -> Void

    package init(action: @escaping () -> Void) {
        self.label = Label()
        self.action = action
    }

    /// A configuration whose ``trigger()`` runs `onTrigger`, with the label's stand-in: what a style
    /// receives, made by a test to inspect a style's body, as ViewInspector lets tests make it.
    public init(onTrigger: @escaping () -> Void) {
        self.init(action: onTrigger)
    }

    /// Runs the button's action.
    public func trigger() {
        action()
    }
}

/// The platform's default button style, as `.buttonStyle(.automatic)`.
public struct DefaultButtonStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as its label alone, as `.buttonStyle(.plain)`.
public struct PlainButtonStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with a border, as `.buttonStyle(.bordered)`.
public struct BorderedButtonStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A filled, prominent button, as `.buttonStyle(.borderedProminent)`; drawn inverse in a terminal.
public struct BorderedProminentButtonStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button without a border, as `.buttonStyle(.borderless)`.
public struct BorderlessButtonStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered prominent style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefaultButtonStyle: PrimitiveButtonStyle {}
extension PlainButtonStyle: PrimitiveButtonStyle {}
extension BorderedButtonStyle: PrimitiveButtonStyle {}
extension BorderedProminentButtonStyle: PrimitiveButtonStyle {}
extension BorderlessButtonStyle: PrimitiveButtonStyle {}

// The configurations' stand-ins are views whose conformances are declared apart from their types,
// so that the configurations are made outside the main actor.
extension ButtonStyleConfiguration.Label: _PrimitiveView {}
extension PrimitiveButtonStyleConfiguration.Label: _PrimitiveView {}
