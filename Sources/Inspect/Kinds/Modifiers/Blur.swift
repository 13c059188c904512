import Builders

extension ModifierDescriptor {
    /// `blur(radius:opaque:)`.
    static let blur = ModifierDescriptor(typeNames: ["_BlurEffect"], method: "blur")
}

extension InspectableView {
    /// The blur `blur(radius:opaque:)` applies.
    public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
        let blur = try modifierAttribute("_BlurEffect", "", Any.self, call: "blur(radius:opaque:)")
        guard let radius = MirrorReader.descendant(blur, "radius") as? CGFloat,
              let isOpaque = MirrorReader.descendant(blur, "isOpaque") as? Bool
        else { throw InspectionError.attributeNotFound("radius and isOpaque", in: "_BlurEffect", path: place) }
        return (radius, isOpaque)
    }
}
