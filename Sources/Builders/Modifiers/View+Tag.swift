extension View {
    /// Tags the view with a value, which a Picker selects it by.
    ///
    /// The classic SwiftUI layout: one `_TraitWritingModifier<TagValueTraitKey<V>>`
    /// whose value is `.tagged(tag)`.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TraitWritingModifier<TagValueTraitKey<V>>> {
        modifier(_TraitWritingModifier(value: .tagged(tag)))
    }
}
