/// Where a location is measured from: the screen, the view itself, or a view named with
/// `coordinateSpace(name:)`.
///
/// Sendable as SwiftUI declares it: a name is a value that only identifies a view (a string, an
/// enum case), compared and hashed, never changed through the space.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The screen.
    case global
    /// The view itself.
    case local
    /// The view given this name.
    case named(AnyHashable)

    /// Whether this is the screen's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}
