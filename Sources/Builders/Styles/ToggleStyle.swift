/// A style that draws a toggle, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of the styled toggle.
    associatedtype Body: View
    /// The styled toggle.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` receives: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label {
        package init() {}
    }

    /// The label.
    public let label: ToggleStyleConfiguration.Label
    /// The toggle's state.
    @Binding public var isOn: Bool

    package init(isOn: Binding<Bool>) {
        self.label = Label()
        self._isOn = isOn
    }

    /// A configuration on or off, with the label's stand-in: what a style receives, made by a test
    /// to inspect a style's body, as ViewInspector lets tests make it. Its state is a constant.
    public init(isOn: Bool) {
        self.init(isOn: .constant(isOn))
    }
}

/// The platform's default toggle style, as `.toggleStyle(.automatic)`: a switch on iOS, a
/// checkbox in a terminal.
public struct DefaultToggleStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch, as `.toggleStyle(.switch)`: drawn `(●  )` off and `(  ●)` on.
public struct SwitchToggleStyle: Equatable, Sendable {
    /// The switch's tint, or nil.
    public var tint: Color?
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint.
    public init(tint: Color) { self.tint = tint }
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A checkbox, as `.toggleStyle(.checkbox)`: drawn `[x]` on and `[ ]` off.
public struct CheckboxToggleStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that stays pressed while on, as `.toggleStyle(.button)`: drawn inverse when on.
public struct ButtonToggleStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// The checkbox style.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button style.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefaultToggleStyle: ToggleStyle {}
extension SwitchToggleStyle: ToggleStyle {}
extension CheckboxToggleStyle: ToggleStyle {}
extension ButtonToggleStyle: ToggleStyle {}

// The configurations' stand-ins are views whose conformances are declared apart from their types,
// so that the configurations are made outside the main actor.
extension ToggleStyleConfiguration.Label: _PrimitiveView {}
