extension View {
    /// Binds this view's focus to a `Bool` focus state, as `TextField(…).focused($isFocused)`:
    /// the state is `true` while the view has the focus, and setting it to `true` moves the focus here.
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, FocusBindingModifier<Bool>> {
        modifier(FocusBindingModifier(binding: condition, prototype: true))
    }

    /// Binds this view's focus to a focus state, as `TextField(…).focused($field, equals: .name)`:
    /// the state is `value` while the view has the focus (and `nil` once it leaves), and setting
    /// the state to `value` moves the focus here.
    public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, FocusBindingModifier<Value>> {
        modifier(FocusBindingModifier(binding: binding, prototype: value))
    }
}

extension FocusBindingModifier: ViewModifier, _PrimitiveModifier {}
