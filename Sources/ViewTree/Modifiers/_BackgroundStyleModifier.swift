/// The modifier `background(_:ignoresSafeAreaEdges:)` applies with a shape style (a gradient):
/// the `style` filling the view's background, and the `ignoresSafeAreaEdges` it extends into.
public struct _BackgroundStyleModifier<Style> {
    /// The style.
    public var style: Style
    /// The safe-area edges the background extends into.
    public var ignoresSafeAreaEdges: Edge.Set

    /// Creates the modifier.
    public init(style: Style, ignoresSafeAreaEdges: Edge.Set) {
        self.style = style
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}

extension _BackgroundStyleModifier: Sendable where Style: Sendable {}
