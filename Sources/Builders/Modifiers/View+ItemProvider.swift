extension View {
    /// What a drag or a copy of the view offers, made by `action` when asked (nil: nothing).
    public nonisolated func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, _TraitWritingModifier<ItemProviderTraitKey>> {
        modifier(_TraitWritingModifier(value: action))
    }
}
