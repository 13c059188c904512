import Builders

extension ModifierDescriptor {
    /// A preference write, named by its key (`navigationBarTitleDisplayMode`…), else `preference`.
    static let preferenceWriting = ModifierDescriptor(
        typeNames: ["_PreferenceWritingModifier"],
        naming: .perType { modifier, types in
            let name = types.fullName(of: Swift.type(of: modifier))
            return ModifierReader.preferenceMethods.first { name.contains($0.key) }?.method ?? "preference"
        })
}

extension ModifierReader {
    /// The methods that write a known preference, by the preference's key.
    static let preferenceMethods: [(key: String, method: String)] = [
        ("NavigationBarTitleDisplayModeKey", "navigationBarTitleDisplayMode"),
        ("NavigationBarBackButtonHiddenKey", "navigationBarBackButtonHidden"),
        ("NavigationBarHiddenKey", "navigationBarHidden"),
        ("PreferredColorSchemeKey", "preferredColorScheme"),
        ("PresentationDetentsKey", "presentationDetents"),
        ("PresentationDragIndicatorKey", "presentationDragIndicator"),
        ("InteractiveDismissDisabledKey", "interactiveDismissDisabled"),
        ("ToolbarRoleKey", "toolbarRole"),
    ]
}

extension InspectableView {
    /// The display mode `navigationBarTitleDisplayMode(_:)` sets.
    public func navigationBarTitleDisplayMode() throws -> NavigationBarItem.TitleDisplayMode {
        try modifierAttribute("_PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>", "value|some",
                              NavigationBarItem.TitleDisplayMode.self, call: "navigationBarTitleDisplayMode(_:)")
    }

    /// Whether `navigationBarBackButtonHidden(_:)` hides the back button, as ViewInspector's
    /// `navigationBarBackButtonHidden()`.
    public func navigationBarBackButtonHidden() throws -> Bool {
        try modifierAttribute("_PreferenceWritingModifier<NavigationBarBackButtonHiddenKey>", "value", Bool.self,
                              call: "navigationBarBackButtonHidden(_:)")
    }

    /// Whether the navigation bar is hidden, as ViewInspector's `navigationBarHidden()`: by
    /// `navigationBarHidden(_:)`, or by `toolbar(.hidden, for: .navigationBar)`.
    public func navigationBarHidden() throws -> Bool {
        if let visibility = try? toolbarVisibility(for: .navigationBar) { return visibility == .hidden }
        return try modifierAttribute("_PreferenceWritingModifier<NavigationBarHiddenKey>", "value|some", Bool.self,
                                     call: "navigationBarHidden(_:)")
    }

    /// The colour scheme `preferredColorScheme(_:)` asks for on the view or a view containing it,
    /// as ViewInspector's `preferredColorScheme()`: a preference flows up, so the outermost that
    /// asks decides; nil when it asks for none.
    public func preferredColorScheme() throws -> ColorScheme? {
        let prefix = "_PreferenceWritingModifier<PreferredColorSchemeKey>"
        let outermost = Swift.max(modifiers(where: { $0.hasPrefix(prefix) }, transitive: true).count - 1, 0)
        return try modifierAttribute(prefix, "value", ColorScheme?.self, call: "preferredColorScheme(_:)", index: outermost, transitive: true)
    }
}
