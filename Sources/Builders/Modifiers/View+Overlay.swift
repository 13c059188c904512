extension View {
    /// Draws `overlay` over the view.
    public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Draws the views the block builds over the view.
    public nonisolated func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        overlay(content(), alignment: alignment)
    }
}

extension _OverlayModifier: ViewModifier, _PrimitiveModifier where Overlay: View {}
