extension ModifierDescriptor {
    /// `zIndex(_:)`, a trait written by key.
    static let zIndex = ModifierDescriptor(typeNames: ["ZIndexTraitKey"], method: "zIndex")
}

extension InspectableView {
    /// The order `zIndex(_:)` sets.
    public func zIndex() throws -> Double {
        try modifierAttribute("_TraitWritingModifier<ZIndexTraitKey>", "value", Double.self, call: "zIndex(_:)")
    }
}
