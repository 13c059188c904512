extension ModifierDescriptor {
    /// `focused(_:)` and `focused(_:equals:)`.
    static let focused = ModifierDescriptor(typeNames: ["FocusBindingModifier"], method: "focused")
}
