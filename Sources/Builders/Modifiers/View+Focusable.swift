extension View {
    /// Lets the view take the focus (or not, when `isFocusable` is false).
    public nonisolated func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _FocusableModifier> {
        modifier(_FocusableModifier(isFocusable: isFocusable, onFocusChange: { _ in }))
    }

    /// Lets the view take the focus; `onFocusChange` runs with true when it takes it, false when
    /// it loses it (macOS's and tvOS's form).
    public nonisolated func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void) -> ModifiedContent<Self, _FocusableModifier> {
        modifier(_FocusableModifier(isFocusable: isFocusable, onFocusChange: onFocusChange))
    }
}

extension _FocusableModifier: ViewModifier, _PrimitiveModifier {}
