/// A shape filled or stroked with a style, as a view.
public struct _ShapeView<Content, Style>: Sendable where Content: Sendable, Style: Sendable {
    /// The shape.
    public var shape: Content
    /// The colour or other style it is drawn with.
    public var style: Style

    /// Creates a shape view.
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }
}
