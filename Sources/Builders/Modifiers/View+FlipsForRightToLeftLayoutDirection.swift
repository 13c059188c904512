extension View {
    /// Whether the view is mirrored when the layout direction is right to left, for views (an
    /// arrow, a progress) whose drawing has a direction. The views inside inherit it.
    public nonisolated func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _FlipForRTLEffect> {
        modifier(_FlipForRTLEffect(isEnabled: enabled))
    }
}

extension _FlipForRTLEffect: ViewModifier, _PrimitiveModifier {}
