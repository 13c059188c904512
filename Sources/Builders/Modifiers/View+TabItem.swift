extension View {
    /// Sets the label of the tab this view is in a tab view, as SwiftUI's `tabItem(_:)`:
    /// a `_TraitWritingModifier<TabItemTraitKey>` holding the label, type-erased.
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, _TraitWritingModifier<TabItemTraitKey>> {
        modifier(_TraitWritingModifier(value: AnyView(Group.grouping(label()))))
    }
}
