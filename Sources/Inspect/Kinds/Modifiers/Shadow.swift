import Builders

extension ModifierDescriptor {
    /// `shadow(color:radius:x:y:)`.
    static let shadow = ModifierDescriptor(typeNames: ["_ShadowEffect"], method: "shadow")
}

extension InspectableView {
    /// The shadow `shadow(color:radius:x:y:)` draws.
    public func shadow() throws -> (color: Color, radius: CGFloat, offset: CGSize) {
        let shadow = try modifierAttribute("_ShadowEffect", "", Any.self, call: "shadow(color:radius:x:y:)")
        guard let color = MirrorReader.descendant(shadow, "color") as? Color,
              let radius = MirrorReader.descendant(shadow, "radius") as? CGFloat,
              let offset = MirrorReader.descendant(shadow, "offset") as? CGSize
        else { throw InspectionError.attributeNotFound("color, radius and offset", in: "_ShadowEffect", path: place) }
        return (color, radius, offset)
    }
}
