extension View {
    /// Places the view in a frame of a fixed width, height, or both.
    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Places the view in a frame with least, preferred and greatest sizes (`maxWidth: .infinity` fills the width).
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment
        ))
    }
}

extension _FrameLayout: _PrimitiveModifier {}

extension _FlexFrameLayout: _PrimitiveModifier {}
