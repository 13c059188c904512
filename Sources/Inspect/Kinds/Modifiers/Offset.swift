import Builders

extension ModifierDescriptor {
    /// `offset(_:)`.
    static let offset = ModifierDescriptor(typeNames: ["_OffsetEffect"], method: "offset")
}

extension InspectableView {
    /// How far `offset(_:)` moves the view.
    public func offset() throws -> CGSize {
        try modifierAttribute("_OffsetEffect", "offset", CGSize.self, call: "offset(_:)")
    }
}
