import Foundation

extension ModifierDescriptor {
    /// `onDelete(perform:)`, a trait written by key: rows deleted in a running app.
    static let onDelete = ModifierDescriptor(typeNames: ["OnDeleteTraitKey"], method: "onDelete")
}

extension InspectableView {
    /// Deletes rows as the user does: runs a ForEach's `onDelete(perform:)` action with `offsets`,
    /// as ViewInspector's `callOnDelete(_:)`.
    public func callOnDelete(_ offsets: IndexSet) throws {
        typealias Action = (IndexSet) -> Void
        let action = try modifierAttribute("_TraitWritingModifier<OnDeleteTraitKey>", "value|some", Action.self, call: "onDelete(perform:)")
        action(offsets)
    }
}
