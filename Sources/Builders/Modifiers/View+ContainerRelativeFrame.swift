import Foundation

extension View {
    /// Sizes the view on `axes` to its nearest container's length (a scroll view's visible
    /// area, else the window), placing it in that frame by `alignment`.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _ContainerRelativeFrameLayout> {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .container))
    }

    /// Sizes the view on `axes` to `span` of `count` equal parts of its nearest container's length,
    /// `spacing` between the parts.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _ContainerRelativeFrameLayout> {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .grid(count: count, span: span, spacing: spacing)))
    }

    /// Sizes the view on `axes` to what `length` makes of its nearest container's length on each axis.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _ContainerRelativeFrameLayout> {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .custom(length)))
    }
}

extension _ContainerRelativeFrameLayout: _PrimitiveModifier {}
