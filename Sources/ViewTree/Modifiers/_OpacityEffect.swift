/// The modifier `opacity(_:)` applies.
public struct _OpacityEffect: Sendable {
    /// The opacity, 0 (invisible) to 1 (opaque).
    public var opacity: Double

    /// Creates an opacity effect.
    public init(opacity: Double) {
        self.opacity = opacity
    }
}
