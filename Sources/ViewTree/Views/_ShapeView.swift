/// A shape filled or stroked with a style, as a view: what `fill(_:)`, `stroke(_:)` and
/// `strokeBorder(_:)` make of a shape.
public struct _ShapeView<Content, Style>: Sendable where Content: Sendable, Style: Sendable {
    /// The shape.
    public var shape: Content
    /// The colour or other style it is drawn with.
    public var style: Style
    /// How the inside is filled.
    public var fillStyle: FillStyle

    /// Creates a shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}
