import Observation

extension View {
    /// Sets the environment value at `keyPath` (such as a custom ``EnvironmentKey``'s) for the
    /// views in this one, as `.environment(\.accent, "bold")`.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` in place for the views in this one, as
    /// `.transformEnvironment(\.font) { $0 = $0?.bold() }`.
    public nonisolated func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, transform: @escaping @Sendable (inout V) -> Void
    ) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an `@Observable` model in the environment of the views in this one, where
    /// `@Environment(Model.self)` reads it.
    public nonisolated func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Object?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.[EnvironmentObjectKey<Object>()], value: object))
    }

    /// Places an ``ObservableObject`` in the environment of the views in this one, where
    /// `@EnvironmentObject` reads it.
    public nonisolated func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Object?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.[EnvironmentObjectKey<Object>()], value: object))
    }
}
