/// A space a view's coordinates are given in: the screen's, the view's own, or the space of a
/// view named by `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    /// The screen's coordinates.
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the view that `coordinateSpace(name:)` named `name`.
    case named(AnyHashable)

    /// Whether this is the screen's space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}
