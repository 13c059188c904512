import Builders

extension InspectableView {
    /// The view's id from `id(_:)`; the outermost when there are several.
    public func id() throws -> AnyHashable {
        guard let id = ids.last else {
            throw InspectionError.attributeNotFound("an id", in: typeName, path: place)
        }
        return id
    }

    /// The modifiers applied to the view, in the order they were applied:
    /// a Text's own (`bold`, `font`…) first, then the view modifiers.
    public var modifiers: [InspectedModifier] {
        textModifiers() + modifierValues.map { modifier in
            if let marker = modifier as? IdentityMarker {
                return InspectedModifier(name: "id", typeName: "IDView", value: marker.id)
            }
            return InspectedModifier(
                name: ModifierReader.methodName(of: modifier, types: context.types),
                typeName: (modifier as? any NamedStandIn)?.standInName ?? context.types.baseName(of: type(of: modifier)),
                value: modifier)
        }
    }
}
