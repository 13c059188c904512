extension ModifierDescriptor {
    /// `onDelete(perform:)`, a trait written by key: rows deleted in a running app.
    static let onDelete = ModifierDescriptor(typeNames: ["OnDeleteTraitKey"], method: "onDelete")
}
