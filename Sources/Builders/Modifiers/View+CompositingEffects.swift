// MARK: Compositing: how the view's layers are put together. A terminal draws the view as it
// is: cells have no layers to flatten.

extension View {
    /// Flattens the view's layers into one before the effects outside it apply.
    public nonisolated func compositingGroup() -> ModifiedContent<Self, _CompositingGroupEffect> {
        modifier(_CompositingGroupEffect())
    }

    /// Renders the view offscreen into one image before it is drawn.
    public nonisolated func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _DrawingGroupEffect> {
        modifier(_DrawingGroupEffect(opaque: opaque, colorMode: colorMode))
    }
}

extension _CompositingGroupEffect: _PrimitiveModifier {}
extension _DrawingGroupEffect: _PrimitiveModifier {}
