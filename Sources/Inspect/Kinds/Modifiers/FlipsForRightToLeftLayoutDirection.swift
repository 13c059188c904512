extension ModifierDescriptor {
    /// `flipsForRightToLeftLayoutDirection(_:)`.
    static let flipsForRightToLeftLayoutDirection = ModifierDescriptor(
        typeNames: ["_FlipForRTLEffect"], method: "flipsForRightToLeftLayoutDirection")
}

extension InspectableView {
    /// Whether the view is mirrored in a right-to-left layout, as ViewInspector's
    /// `flipsForRightToLeftLayoutDirection()`: the nearest `flipsForRightToLeftLayoutDirection(_:)`
    /// on the view or a view containing it. Throws when there is none.
    public func flipsForRightToLeftLayoutDirection() throws -> Bool {
        try modifierAttribute("_FlipForRTLEffect", "isEnabled", Bool.self, call: "flipsForRightToLeftLayoutDirection", transitive: true)
    }
}
