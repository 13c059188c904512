extension View {
    /// Draws `background` behind the view.
    public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Fills the view's background with a colour, as `.background(.yellow)`.
    public nonisolated func background(_ color: Color, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<Color>> {
        modifier(_BackgroundModifier(background: color, alignment: alignment))
    }

    /// Draws the views the block builds behind the view.
    public nonisolated func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        background(content(), alignment: alignment)
    }
}

extension _BackgroundModifier: ViewModifier, _PrimitiveModifier where Background: View {}
