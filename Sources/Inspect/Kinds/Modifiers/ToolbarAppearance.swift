import Builders

extension ModifierDescriptor {
    /// `toolbar(_:for:)`, `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`: one modifier
    /// type, named by what it sets.
    static let toolbarAppearance = ModifierDescriptor(
        typeNames: ["ToolbarAppearanceModifier"],
        naming: .perValue { modifier, _ in
            guard let appearance = modifier as? ToolbarAppearanceModifier else { return "toolbar" }
            if appearance.backgroundVisibility != nil { return "toolbarBackground" }
            if appearance.colorScheme != nil { return "toolbarColorScheme" }
            return "toolbar"
        })

    /// `toolbarBackground(_:for:)` with a style.
    static let toolbarBackground = ModifierDescriptor(typeNames: ["ToolbarBackgroundModifier"], method: "toolbarBackground")
}

extension InspectableView {
    /// Whether `toolbar(_:for:)` shows or hides `bar` on the view or a view containing it (the innermost).
    public func toolbarVisibility(for bar: ToolbarPlacement) throws -> Visibility {
        try appearance(of: bar, call: "toolbar(_:for:)") { $0.visibility }
    }

    /// Whether `toolbarBackground(_:for:)` shows or hides the background of `bar`.
    public func toolbarBackgroundVisibility(for bar: ToolbarPlacement) throws -> Visibility {
        try appearance(of: bar, call: "toolbarBackground(_:for:)") { $0.backgroundVisibility }
    }

    /// The colour scheme `toolbarColorScheme(_:for:)` sets for `bar` (nil: the default).
    public func toolbarColorScheme(for bar: ToolbarPlacement) throws -> ColorScheme? {
        try appearance(of: bar, call: "toolbarColorScheme(_:for:)") { $0.colorScheme }
    }

    /// The style `toolbarBackground(_:for:)` sets as the background of `bar`.
    public func toolbarBackground(for bar: ToolbarPlacement) throws -> Any {
        for modifier in modifiers(where: { $0.hasPrefix("ToolbarBackgroundModifier<") }, transitive: true) {
            guard let bars = MirrorReader.descendant(modifier, "bars") as? [ToolbarPlacement], bars.contains(bar),
                  let style = MirrorReader.descendant(modifier, "style") else { continue }
            return style
        }
        throw InspectionError.attributeNotFound("the modifier toolbarBackground(_:for:)", in: typeName, path: place)
    }

    /// The innermost value `read` takes from a ToolbarAppearanceModifier for `bar` on the view or a view containing it.
    private func appearance<T>(of bar: ToolbarPlacement, call: String, _ read: (ToolbarAppearanceModifier) -> T?) throws -> T {
        for modifier in allModifierValues(transitive: true) {
            guard let appearance = modifier as? ToolbarAppearanceModifier, appearance.bars.contains(bar), let value = read(appearance) else { continue }
            return value
        }
        throw InspectionError.attributeNotFound("the modifier \(call)", in: typeName, path: place)
    }
}
