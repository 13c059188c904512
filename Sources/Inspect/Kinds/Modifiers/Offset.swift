import Builders

extension ModifierDescriptor {
    /// `offset(_:)`.
    static let offset = ModifierDescriptor(typeNames: ["_OffsetEffect"], method: "offset")
}

extension InspectableView {
    /// How far `offset(_:)` moves the view: a shape's own offset (`OffsetShape`) when the view
    /// is a shape moved by one, else the `offset(_:)` modifier's.
    public func offset() throws -> CGSize {
        if let offset = shapeOffset() { return offset }
        return try modifierAttribute("_OffsetEffect", "offset", CGSize.self, call: "offset(_:)")
    }
}
