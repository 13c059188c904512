extension View {
    /// Runs `action` when the view appears.
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action))
    }

    /// Runs `action` when the view disappears.
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(disappear: action))
    }

    /// Runs `action` with the new value when `value` changes (deprecated in SwiftUI).
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedContent<Self, _ValueActionModifier<V>> {
        modifier(_ValueActionModifier(value: value, action: action))
    }

    /// Runs `action` with the old and the new value when `value` changes (and when the view
    /// appears, if `initial`).
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent<Self, _ValueActionModifier2<V>> {
        modifier(_ValueActionModifier2(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and when the view appears, if `initial`).
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _ValueActionModifier2<V>> {
        modifier(_ValueActionModifier2(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` when the user submits a value in the view (Return in a text field).
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, OnSubmitModifier> {
        modifier(OnSubmitModifier(allowed: triggers, action: action))
    }

    /// Starts `action` when the view appears; it is cancelled when the view disappears.
    public nonisolated func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _TaskModifier> {
        modifier(_TaskModifier(priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again whenever `id` changes.
    public nonisolated func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> ModifiedContent<Self, _TaskValueModifier<T>> {
        modifier(_TaskValueModifier(value: value, priority: priority, action: action))
    }
}

extension _AppearanceActionModifier: ViewModifier, _PrimitiveModifier {}
extension _ValueActionModifier: ViewModifier, _PrimitiveModifier {}
extension _ValueActionModifier2: ViewModifier, _PrimitiveModifier {}
extension OnSubmitModifier: ViewModifier, _PrimitiveModifier {}
extension _TaskModifier: _PrimitiveModifier {}
extension _TaskValueModifier: ViewModifier, _PrimitiveModifier {}
