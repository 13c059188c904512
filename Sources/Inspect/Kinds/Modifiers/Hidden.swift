extension ModifierDescriptor {
    /// `hidden()`.
    static let hidden = ModifierDescriptor(typeNames: ["_HiddenModifier"], method: "hidden")
}

extension InspectableView {
    /// Whether `hidden()` hides the view or a view that contains it.
    public func isHidden() -> Bool {
        !modifiers(where: { $0 == "_HiddenModifier" }, transitive: true).isEmpty
    }
}
