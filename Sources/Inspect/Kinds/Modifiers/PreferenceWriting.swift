import Builders

extension ModifierDescriptor {
    /// A preference write: `navigationBarTitleDisplayMode(_:)` by its key, else `preference`.
    static let preferenceWriting = ModifierDescriptor(
        typeNames: ["_PreferenceWritingModifier"],
        naming: .perType { modifier, types in
            types.fullName(of: Swift.type(of: modifier)).contains("NavigationBarTitleDisplayModeKey")
                ? "navigationBarTitleDisplayMode" : "preference"
        })
}

extension InspectableView {
    /// The display mode `navigationBarTitleDisplayMode(_:)` sets.
    public func navigationBarTitleDisplayMode() throws -> NavigationBarItem.TitleDisplayMode {
        try modifierAttribute("_PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>", "value|some",
                              NavigationBarItem.TitleDisplayMode.self, call: "navigationBarTitleDisplayMode(_:)")
    }
}
