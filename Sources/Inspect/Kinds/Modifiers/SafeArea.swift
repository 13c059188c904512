import Builders

// The two ways of ignoring the safe area share one shape: a layout of the edges (and regions) it ignores.

extension ModifierDescriptor {
    /// `ignoresSafeArea(_:edges:)`.
    static let ignoresSafeArea = ModifierDescriptor(typeNames: ["_SafeAreaRegionsIgnoringLayout"], method: "ignoresSafeArea")

    /// `edgesIgnoringSafeArea(_:)`.
    static let edgesIgnoringSafeArea = ModifierDescriptor(typeNames: ["_SafeAreaIgnoringLayout"], method: "edgesIgnoringSafeArea")
}

extension InspectableView {
    /// The edges `edgesIgnoringSafeArea(_:)` sets.
    public func edgesIgnoringSafeArea() throws -> Edge.Set {
        try modifierAttribute("_SafeAreaIgnoringLayout", "edges", Edge.Set.self, call: "edgesIgnoringSafeArea(_:)")
    }

    /// The regions and edges `ignoresSafeArea(_:edges:)` sets.
    public func ignoresSafeArea() throws -> (regions: SafeAreaRegions, edges: Edge.Set) {
        let layout = try modifierAttribute("_SafeAreaRegionsIgnoringLayout", "", Any.self, call: "ignoresSafeArea(_:edges:)")
        return (MirrorReader.descendant(layout, "regions") as? SafeAreaRegions ?? .all, MirrorReader.descendant(layout, "edges") as? Edge.Set ?? .all)
    }
}
