// MARK: Compositing: the view drawn into a layer of its own before the effects around it.

/// The modifier `compositingGroup()` applies: the view's layers flattened into one before the
/// effects outside it (opacity, blending) apply.
public struct _CompositingGroupEffect: Sendable, Equatable {
    /// Creates the modifier.
    public init() {}
}

/// The modifier `drawingGroup(opaque:colorMode:)` applies: the view rendered offscreen into one
/// image before it is drawn.
public struct _DrawingGroupEffect: Sendable, Equatable {
    /// Whether the image is opaque.
    public var opaque: Bool
    /// The colour space the image is made in.
    public var colorMode: ColorRenderingMode

    /// Creates the modifier.
    public init(opaque: Bool, colorMode: ColorRenderingMode) {
        self.opaque = opaque
        self.colorMode = colorMode
    }
}
