/// A shape drawn as its outline with a stroke style.
public struct _StrokedShape<S>: Sendable where S: Sendable {
    /// The shape whose outline is drawn.
    public var shape: S
    /// How the outline is drawn.
    public var style: StrokeStyle

    /// Creates a stroked shape.
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
}
