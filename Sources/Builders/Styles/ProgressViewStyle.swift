/// A style that draws a progress view, as SwiftUI's `ProgressViewStyle`: the style makes the look
/// from the progress view's label, its current value's label and the fraction done.
///
///     struct Percent: ProgressViewStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///         }
///     }
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of the styled progress view.
    associatedtype Body: View
    /// The styled progress view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style receives.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` receives: the fraction done, and the progress view's label and
/// current value's label, as views (nil when the progress view has none).
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label {
        package init() {}
    }

    /// The view of the progress view's current value, as a view.
    public struct CurrentValueLabel {
        package init() {}
    }

    /// The fraction done, 0 to 1; nil while the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, or nil when the progress view has none.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current value's label, or nil when the progress view has none.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    /// A configuration with both labels' stand-ins: what a style receives, made by a test to
    /// inspect a style's body, as ViewInspector lets tests make it.
    public init(fractionCompleted: Double?) {
        self.init(fractionCompleted: fractionCompleted, hasLabel: true, hasCurrentValueLabel: true)
    }

    /// A configuration with the stand-ins of the labels a progress view has.
    package init(fractionCompleted: Double?, hasLabel: Bool, hasCurrentValueLabel: Bool) {
        self.fractionCompleted = fractionCompleted
        self.label = hasLabel ? Label() : nil
        self.currentValueLabel = hasCurrentValueLabel ? CurrentValueLabel() : nil
    }
}

/// The platform's default progress view style, as `.progressViewStyle(.automatic)`: a bar with a
/// fraction done, a spinner without one.
public struct DefaultProgressViewStyle: Equatable, Sendable {
    /// Creates the style.
    public init() {}
}

/// A bar filled as far as the work is done, as `.progressViewStyle(.linear)`.
public struct LinearProgressViewStyle: Equatable, Sendable {
    /// The bar's tint, or nil.
    public var tint: Color?
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint.
    public init(tint: Color) { self.tint = tint }
}

/// A circle, as `.progressViewStyle(.circular)`: drawn `◔ 40%` with a fraction done, a spinner
/// without one.
public struct CircularProgressViewStyle: Equatable, Sendable {
    /// The circle's tint, or nil.
    public var tint: Color?
    /// Creates the style.
    public init() {}
    /// Creates the style with a tint.
    public init(tint: Color) { self.tint = tint }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circle.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

// The built-in styles' conformances, whose bodies are the progress view of the configuration, are
// declared beside that view's initialiser from a configuration (Views/), apart from the types, so
// that the types are not isolated to the main actor.

// The configurations' stand-ins are views whose conformances are declared apart from their types,
// so that the configurations are made outside the main actor.
extension ProgressViewStyleConfiguration.Label: _PrimitiveView {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: _PrimitiveView {}
