extension ModifierDescriptor {
    /// `layoutPriority(_:)`, a trait written by key.
    static let layoutPriority = ModifierDescriptor(typeNames: ["LayoutPriorityTraitKey"], method: "layoutPriority")
}

extension InspectableView {
    /// The priority `layoutPriority(_:)` sets.
    public func layoutPriority() throws -> Double {
        try modifierAttribute("_TraitWritingModifier<LayoutPriorityTraitKey>", "value", Double.self, call: "layoutPriority(_:)")
    }
}
