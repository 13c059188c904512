/// The modifier `contentShape(_:eoFill:)` applies: the shape in which the view takes taps and
/// hover, filled by the even-odd rule when `eoFill`.
public struct _ContentShapeModifier<ContentShape> {
    /// The shape.
    public var shape: ContentShape
    /// Whether the shape is filled by the even-odd rule.
    public var eoFill: Bool

    /// Creates the modifier.
    public init(shape: ContentShape, eoFill: Bool) {
        self.shape = shape
        self.eoFill = eoFill
    }
}

extension _ContentShapeModifier: Sendable where ContentShape: Sendable {}

/// The modifier `contentShape(_:_:eoFill:)` applies: the shape used for the `kinds` of content
/// shape named (interaction, drag preview…), filled by the even-odd rule when `eoFill`.
public struct _ContentShapeKindModifier<ContentShape> {
    /// The shape.
    public var shape: ContentShape
    /// Whether the shape is filled by the even-odd rule.
    public var eoFill: Bool
    /// What the shape is used for.
    public var kinds: ContentShapeKinds

    /// Creates the modifier.
    public init(shape: ContentShape, eoFill: Bool, kinds: ContentShapeKinds) {
        self.shape = shape
        self.eoFill = eoFill
        self.kinds = kinds
    }
}

extension _ContentShapeKindModifier: Sendable where ContentShape: Sendable {}
