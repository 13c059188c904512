extension View {
    /// Draws a border of `width` inside the view's edges, as SwiftUI does: an
    /// overlay of an inset rectangle, stroked with `content` (a colour, a gradient).
    public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, S>>> {
        let stroked = _StrokedShape(shape: Rectangle._Inset(amount: width / 2), style: StrokeStyle(lineWidth: width))
        return overlay(_ShapeView(shape: stroked, style: content))
    }
}
