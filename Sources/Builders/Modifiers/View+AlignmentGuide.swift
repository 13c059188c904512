extension View {
    /// Sets where the horizontal guide `g` is in the view, computed from its dimensions: a
    /// stack aligned by `g` lines the views up there.
    public nonisolated func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets where the vertical guide `g` is in the view, computed from its dimensions.
    public nonisolated func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}

extension _AlignmentWritingModifier: ViewModifier, _PrimitiveModifier {}
