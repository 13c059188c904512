extension View {
    /// Makes `shape` the area in which the view takes taps and hover, filled by the even-odd
    /// rule when `eoFill`.
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _ContentShapeModifier<S>> {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// Makes `shape` the view's content shape for `kind` (interaction, drag preview…).
    public nonisolated func contentShape<S: Shape>(
        _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
    ) -> ModifiedContent<Self, _ContentShapeKindModifier<S>> {
        modifier(_ContentShapeKindModifier(shape: shape, eoFill: eoFill, kinds: kind))
    }
}

extension _ContentShapeModifier: ViewModifier, _PrimitiveModifier where ContentShape: Shape {}
extension _ContentShapeKindModifier: ViewModifier, _PrimitiveModifier where ContentShape: Shape {}
