extension View {
    /// Draws `background` behind the view.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Fills the view's background with a colour, as `.background(.yellow)`.
    public func background(_ color: Color, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<Color>> {
        modifier(_BackgroundModifier(background: color, alignment: alignment))
    }

    /// Draws the views the block builds behind the view.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        background(content(), alignment: alignment)
    }

    /// Draws `overlay` over the view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Draws the views the block builds over the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        overlay(content(), alignment: alignment)
    }
}
