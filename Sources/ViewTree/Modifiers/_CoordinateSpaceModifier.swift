/// The modifier `coordinateSpace(name:)` applies: the name views below use
/// (`CoordinateSpace.named(name)`) to give coordinates in this view's space.
public struct _CoordinateSpaceModifier<Name> where Name: Hashable {
    /// The space's name.
    public var name: Name

    /// Creates the modifier.
    public init(name: Name) {
        self.name = name
    }
}

extension _CoordinateSpaceModifier: Sendable where Name: Sendable {}
