/// A modifier that changes nothing, as SwiftUI's `EmptyModifier` (`.modifier(EmptyModifier.identity)`).
public struct EmptyModifier: Equatable, Sendable {
    /// The modifier.
    public static let identity = EmptyModifier()

    /// Creates the modifier.
    public init() {}
}
