extension View {
    /// Clips the view to `shape`.
    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect<S>> {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to a rounded rectangle with corners of `radius`, as SwiftUI's (deprecated)
    /// `cornerRadius(_:antialiased:)`: a `clipShape` of a `RoundedRectangle`.
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        modifier(_ClipEffect(shape: RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased)))
    }

    /// Clips the view to its bounds.
    public nonisolated func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        modifier(_ClipEffect(shape: Rectangle(), style: FillStyle(antialiased: antialiased)))
    }

    /// Shows the view only where `mask` is opaque.
    public nonisolated func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskEffect<Mask>> {
        modifier(_MaskEffect(mask: mask))
    }

    /// Shows the view only where the view the block builds is opaque.
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _MaskEffect<Mask>> {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Draws a shadow under the view.
    public nonisolated func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Blurs the view.
    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BlurEffect> {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }

    /// Draws the view moved by `offset`, leaving its layout where it was.
    public nonisolated func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Draws the view moved by `x` and `y`, leaving its layout where it was.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }

    /// Places the view's centre at `position` in its parent's space.
    public nonisolated func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(position: position))
    }

    /// Places the view's centre at (`x`, `y`) in its parent's space.
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        position(CGPoint(x: x, y: y))
    }

    /// Hides the view; it keeps its space.
    public nonisolated func hidden() -> ModifiedContent<Self, _HiddenModifier> {
        modifier(_HiddenModifier())
    }

    /// Sets the view's order in a ZStack: higher values are drawn on top.
    public nonisolated func zIndex(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier<ZIndexTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }

    /// Sets which views a stack sizes first: higher values first.
    public nonisolated func layoutPriority(_ value: Double) -> ModifiedContent<Self, _TraitWritingModifier<LayoutPriorityTraitKey>> {
        modifier(_TraitWritingModifier(value: value))
    }

    /// Keeps the view at its ideal size on both axes.
    public nonisolated func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Keeps the view at its ideal size on the chosen axes.
    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Lets the view extend into the safe area's regions on the given edges.
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _SafeAreaRegionsIgnoringLayout> {
        modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }

    /// Lets the view extend into the safe area on the given edges (deprecated in SwiftUI).
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        modifier(_SafeAreaIgnoringLayout(edges: edges))
    }

    /// Whether the view receives taps; false passes them to the views below.
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AllowsHitTestingModifier> {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }
}

extension _ClipEffect: ViewModifier, _PrimitiveModifier {}
extension _MaskEffect: ViewModifier, _PrimitiveModifier where Mask: View {}
extension _ShadowEffect: _PrimitiveModifier {}
extension _BlurEffect: _PrimitiveModifier {}
extension _OffsetEffect: _PrimitiveModifier {}
extension _PositionLayout: _PrimitiveModifier {}
extension _HiddenModifier: _PrimitiveModifier {}
extension _FixedSizeLayout: _PrimitiveModifier {}
extension _SafeAreaRegionsIgnoringLayout: _PrimitiveModifier {}
extension _SafeAreaIgnoringLayout: _PrimitiveModifier {}
extension _AllowsHitTestingModifier: _PrimitiveModifier {}
