extension View {
    /// Draws a border of `width` inside the view's edges, as SwiftUI does: an
    /// overlay of an inset rectangle, stroked in `color`.
    public nonisolated func border(_ color: Color, width: CGFloat = 1) -> ModifiedContent<Self, _OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, Color>>> {
        let stroked = _StrokedShape(shape: Rectangle._Inset(amount: width / 2), style: StrokeStyle(lineWidth: width))
        return overlay(_ShapeView(shape: stroked, style: color))
    }
}
