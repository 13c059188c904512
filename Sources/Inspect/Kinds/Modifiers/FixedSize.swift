extension ModifierDescriptor {
    /// `fixedSize(horizontal:vertical:)`.
    static let fixedSize = ModifierDescriptor(typeNames: ["_FixedSizeLayout"], method: "fixedSize")
}

extension InspectableView {
    /// The axes `fixedSize()` keeps at their ideal size.
    public func fixedSize() throws -> (horizontal: Bool, vertical: Bool) {
        let layout = try modifierAttribute("_FixedSizeLayout", "", Any.self, call: "fixedSize(horizontal:vertical:)")
        return (MirrorReader.descendant(layout, "horizontal") as? Bool ?? false, MirrorReader.descendant(layout, "vertical") as? Bool ?? false)
    }
}
