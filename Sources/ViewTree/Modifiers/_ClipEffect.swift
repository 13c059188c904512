/// The modifier `clipShape(_:style:)` and `clipped(antialiased:)` apply: the view clipped to
/// `shape` (a `Rectangle` for `clipped()`), filled by `style`.
public struct _ClipEffect<ClipShape> {
    /// The shape the view is clipped to.
    public var shape: ClipShape
    /// How the shape is filled.
    public var style: FillStyle

    /// Creates the modifier.
    public init(shape: ClipShape, style: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
    }
}

extension _ClipEffect: Sendable where ClipShape: Sendable {}

/// The modifier `mask(alignment:_:)` applies: the view shown only where `mask` is opaque.
public struct _MaskEffect<Mask> {
    /// The view whose opacity masks the content.
    public var mask: Mask
    /// How the mask is aligned to the content.
    public var alignment: Alignment

    /// Creates the modifier.
    public init(mask: Mask, alignment: Alignment = .center) {
        self.mask = mask
        self.alignment = alignment
    }
}

extension _MaskEffect: Sendable where Mask: Sendable {}
