extension ModifierDescriptor {
    /// `tabItem(_:)`, a trait written by key: the label it gives is reached by the step `tabItem`.
    static let tabItem = ModifierDescriptor(
        typeNames: ["TabItemTraitKey"], method: "tabItem",
        heldViews: [("_TraitWritingModifier<TabItemTraitKey>", "tabItem", "value|some|storage|view|content")])
}

extension InspectableView {
    /// The label a `tabItem(_:)` gives this view, the content of a tab of a tab view, as
    /// ViewInspector's `tabItem()`.
    public func tabItem() throws -> InspectableView {
        try supplementary("tabItem")
    }
}
