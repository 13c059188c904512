extension ModifierDescriptor {
    /// `flipsForRightToLeftLayoutDirection(_:)`.
    static let flipsForRightToLeftLayoutDirection = ModifierDescriptor(
        typeNames: ["_FlipForRTLEffect"], method: "flipsForRightToLeftLayoutDirection")
}

extension InspectableView {
    /// Whether the view is mirrored in a right-to-left layout, as ViewInspector's
    /// `flipsForRightToLeftLayoutDirection()`: when a `flipsForRightToLeftLayoutDirection(true)` is
    /// on the view or on a view containing it, which mirrors everything inside. Throws when there
    /// is no `flipsForRightToLeftLayoutDirection(_:)` on the way.
    public func flipsForRightToLeftLayoutDirection() throws -> Bool {
        let nearest = try modifierAttribute("_FlipForRTLEffect", "isEnabled", Bool.self, call: "flipsForRightToLeftLayoutDirection", transitive: true)
        return nearest || modifiers(where: { $0.hasPrefix("_FlipForRTLEffect") }, transitive: true)
            .contains { MirrorReader.descendant($0, path: "isEnabled") as? Bool == true }
    }
}
