import Builders

extension ModifierDescriptor {
    /// `itemProvider(_:)`, a trait written by key.
    static let itemProvider = ModifierDescriptor(typeNames: ["ItemProviderTraitKey"], method: "itemProvider")
}

extension InspectableView {
    /// The provider `itemProvider(_:)`'s action makes, as a drag or a copy would ask for it; nil
    /// when the action gives none. Throws when the view has no such modifier or its action is nil.
    public func itemProvider() throws -> NSItemProvider? {
        let action = try modifierAttribute(
            "_TraitWritingModifier<ItemProviderTraitKey>", "value", ItemProviderTraitKey.Value.self, call: "itemProvider(_:)")
        guard let action else {
            throw InspectionError.attributeNotFound("an action in itemProvider(_:)", in: typeName, path: place)
        }
        return action()
    }
}
