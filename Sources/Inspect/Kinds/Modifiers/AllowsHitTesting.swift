extension ModifierDescriptor {
    /// `allowsHitTesting(_:)`.
    static let allowsHitTesting = ModifierDescriptor(typeNames: ["_AllowsHitTestingModifier"], method: "allowsHitTesting")
}

extension InspectableView {
    /// Whether the view receives taps: false when `allowsHitTesting(false)` is on it or on a view containing it.
    public func allowsHitTesting() throws -> Bool {
        !modifiers(where: { $0 == "_AllowsHitTestingModifier" }, transitive: true)
            .contains { MirrorReader.descendant($0, "allowsHitTesting") as? Bool == false }
    }
}
