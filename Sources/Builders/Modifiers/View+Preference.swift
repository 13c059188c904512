// MARK: Writing and reading preferences. Nothing here passes preferences up a tree: the values are
// kept for the inspector, and an `onPreferenceChange` action runs only when a test calls it.

extension View {
    /// Sets the preference `key` to `value` for the view's ancestors.
    public nonisolated func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        modifier(_PreferenceWritingModifier(value: value))
    }

    /// Changes the value of the preference `key` that the view's content gives.
    public nonisolated func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
        modifier(_PreferenceTransformModifier(transform: callback))
    }

    /// Sets the preference `key` to the value `transform` makes from an anchor of the view.
    public nonisolated func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> ModifiedContent<Self, _AnchorWritingModifier<A, K>> {
        modifier(_AnchorWritingModifier(anchor: value, transform: transform))
    }

    /// Changes the value of the preference `key` with an anchor of the view.
    public nonisolated func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> ModifiedContent<Self, _AnchorTransformModifier<A, K>> {
        modifier(_AnchorTransformModifier(anchor: value, transform: transform))
    }

    /// Runs `action` with the value of the preference `key` when the view's content changes it.
    public nonisolated func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
        modifier(_PreferenceActionModifier(action: action))
    }
}

extension _PreferenceTransformModifier: _PrimitiveModifier {}
extension _AnchorWritingModifier: _PrimitiveModifier {}
extension _AnchorTransformModifier: _PrimitiveModifier {}
extension _PreferenceActionModifier: _PrimitiveModifier {}
