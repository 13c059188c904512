import Builders

extension ModifierDescriptor {
    /// `aspectRatio(_:contentMode:)`, and `scaledToFit()` and `scaledToFill()`.
    static let aspectRatio = ModifierDescriptor(typeNames: ["_AspectRatioLayout"], method: "aspectRatio")
}

extension InspectableView {
    /// `aspectRatio(_:contentMode:)` (also `scaledToFit()`/`scaledToFill()`): the innermost one.
    public func aspectRatio() throws -> (aspectRatio: CGFloat?, contentMode: ContentMode) {
        for modifier in modifierValues where context.types.baseName(of: type(of: modifier)) == "_AspectRatioLayout" {
            if let layout = modifier as? _AspectRatioLayout { return (layout.aspectRatio, layout.contentMode) }
            if let mode = MirrorReader.descendant(modifier, "contentMode") as? ContentMode,
               let ratio = Mirror(reflecting: modifier).descendant("aspectRatio") as? CGFloat? {
                return (ratio, mode)
            }
        }
        throw InspectionError.attributeNotFound("an aspectRatio modifier", in: typeName, path: place)
    }

    /// Whether the innermost aspect-ratio modifier fits the view into its space.
    public func isScaledToFit() throws -> Bool { try aspectRatio().contentMode == .fit }

    /// Whether the innermost aspect-ratio modifier fills its space with the view.
    public func isScaledToFill() throws -> Bool { try aspectRatio().contentMode == .fill }
}
