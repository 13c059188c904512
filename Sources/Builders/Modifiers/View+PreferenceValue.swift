extension View {
    /// Draws over the view the view `transform` makes from the value of the preference `key`
    /// that the view gives (the key's default value, as nothing here writes preferences up).
    public nonisolated func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _OverlayPreferenceModifier<K, V>> {
        modifier(_OverlayPreferenceModifier(alignment: alignment, transform: transform))
    }

    /// Draws behind the view the view `transform` makes from the value of the preference `key`
    /// that the view gives (the key's default value, as nothing here writes preferences up).
    public nonisolated func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _BackgroundPreferenceModifier<K, V>> {
        modifier(_BackgroundPreferenceModifier(alignment: alignment, transform: transform))
    }
}

extension _OverlayPreferenceModifier: ViewModifier, _PrimitiveModifier where Overlay: View {}
extension _BackgroundPreferenceModifier: ViewModifier, _PrimitiveModifier where Background: View {}
