/// A modifier made from the environment it is applied in, as SwiftUI's `EnvironmentalModifier`:
/// `resolve(in:)` gives the modifier to apply, and is asked again when the environment changes.
///
///     struct Emphasis: EnvironmentalModifier {
///         func resolve(in environment: EnvironmentValues) -> some ViewModifier {
///             BoldWhen(enabled: environment.isEnabled)
///         }
///     }
///
/// Its body applies ``_ResolvedEnvironmentalModifier``, which reads the environment and applies the
/// resolved modifier, so the inspector and a running app see the resolved modifier's views where
/// the modifier is applied.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier {
    /// The modifier the environment resolves to.
    associatedtype ResolvedModifier: ViewModifier

    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Applies the modifier `resolve(in:)` gives in the environment the view is in.
    public func body(content: Content) -> ModifiedContent<Content, _ResolvedEnvironmentalModifier<Self>> {
        content.modifier(_ResolvedEnvironmentalModifier(modifier: self))
    }
}

/// Reads the environment an ``EnvironmentalModifier`` is applied in and applies the modifier it
/// resolves to there.
public struct _ResolvedEnvironmentalModifier<Modifier: EnvironmentalModifier>: ViewModifier {
    @Environment(\.self) private var environment
    /// The modifier that resolves.
    public let modifier: Modifier

    /// Creates the reader of `modifier`'s environment.
    public init(modifier: Modifier) {
        self.modifier = modifier
    }

    /// The view with the resolved modifier applied.
    public func body(content: Content) -> some View {
        content.modifier(modifier.resolve(in: environment))
    }
}
