extension ModifierDescriptor {
    /// `opacity(_:)`.
    static let opacity = ModifierDescriptor(typeNames: ["_OpacityEffect"], method: "opacity")
}

extension InspectableView {
    /// The opacity set by `opacity(_:)`.
    public func opacity() throws -> Double {
        try modifierAttribute("_OpacityEffect", "opacity", Double.self, call: "opacity(_:)")
    }
}
