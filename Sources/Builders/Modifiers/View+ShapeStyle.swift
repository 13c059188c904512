// MARK: `foregroundStyle`, `background` and `overlay` with any shape style (a gradient).

extension View {
    /// Draws texts and symbols in the view in `style`, as `.foregroundStyle(.linearGradient(…))`.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _ForegroundStyleModifier<S>> {
        modifier(_ForegroundStyleModifier(style: style))
    }

    /// Fills the view's background with `style`, as `.background(.linearGradient(…))`; a view given
    /// as such (`.background(LinearGradient(…))`) is drawn as a view behind, as `background(_:alignment:)`.
    @_disfavoredOverload
    public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _BackgroundStyleModifier<S>> {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges))
    }

    /// Fills the view's frame over it with `style`, as `.overlay(.red.opacity(0.5), ignoresSafeAreaEdges: .top)`.
    @_disfavoredOverload
    public nonisolated func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayStyleModifier<S>> {
        modifier(_OverlayStyleModifier(style: style, ignoresSafeAreaEdges: edges))
    }
}

extension _BackgroundStyleModifier: ViewModifier, _PrimitiveModifier {}
extension _OverlayStyleModifier: ViewModifier, _PrimitiveModifier {}
