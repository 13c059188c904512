import Foundation

// MARK: The transform effects: the view drawn through a transform, its layout unchanged.

/// The modifier `projectionEffect(_:)` applies: the view drawn through a projective `transform`.
public struct _ProjectionEffect: Sendable, Equatable {
    /// The transform.
    public var transform: ProjectionTransform

    /// Creates the modifier.
    public init(transform: ProjectionTransform) {
        self.transform = transform
    }
}

/// The modifier `transformEffect(_:)` applies: the view drawn through an affine `transform`.
public struct _TransformEffect: Sendable, Equatable {
    /// The transform.
    public var transform: CGAffineTransform

    /// Creates the modifier.
    public init(transform: CGAffineTransform) {
        self.transform = transform
    }
}
