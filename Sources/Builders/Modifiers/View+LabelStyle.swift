extension View {
    /// Sets the style of labels in this view, as `.labelStyle(.iconOnly)` or a custom ``LabelStyle``.
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, LabelStyleWritingModifier<S>> {
        modifier(LabelStyleWritingModifier(style: style))
    }
}

extension LabelStyleWritingModifier: ViewModifier, _PrimitiveModifier {}
