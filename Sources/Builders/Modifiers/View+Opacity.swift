extension View {
    /// Draws the view with the given opacity, 0 (invisible) to 1 (opaque).
    public nonisolated func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
}

extension _OpacityEffect: _PrimitiveModifier {}
