/// The modifier `overlay(_:ignoresSafeAreaEdges:)` applies with a shape style (a colour, a
/// gradient): the `style` filling the view's frame over it, and the `ignoresSafeAreaEdges` it extends into.
public struct _OverlayStyleModifier<Style> {
    /// The style.
    public var style: Style
    /// The safe-area edges the overlay extends into.
    public var ignoresSafeAreaEdges: Edge.Set

    /// Creates the modifier.
    public init(style: Style, ignoresSafeAreaEdges: Edge.Set) {
        self.style = style
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}

extension _OverlayStyleModifier: Sendable where Style: Sendable {}
