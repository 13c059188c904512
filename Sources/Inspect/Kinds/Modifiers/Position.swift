import Builders

extension ModifierDescriptor {
    /// `position(_:)`.
    static let position = ModifierDescriptor(typeNames: ["_PositionLayout"], method: "position")
}

extension InspectableView {
    /// Where `position(_:)` puts the view's centre.
    public func position() throws -> CGPoint {
        try modifierAttribute("_PositionLayout", "position", CGPoint.self, call: "position(_:)")
    }
}
