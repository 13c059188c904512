import Builders

extension ModifierDescriptor {
    /// `coordinateSpace(name:)`.
    static let coordinateSpace = ModifierDescriptor(typeNames: ["_CoordinateSpaceModifier"], method: "coordinateSpace")
}

extension InspectableView {
    /// The name `coordinateSpace(name:)` gives the view's coordinate space, as ViewInspector's
    /// `coordinateSpaceName()`: a string name.
    public func coordinateSpaceName() throws -> String {
        try coordinateSpaceName(String.self)
    }

    /// The name `coordinateSpace(name:)` gives the view's coordinate space, as a `Name`.
    public func coordinateSpaceName<Name: Hashable>(_ type: Name.Type) throws -> Name {
        try modifierAttribute("_CoordinateSpaceModifier<", "name", Name.self, call: "coordinateSpace(name:)")
    }
}
