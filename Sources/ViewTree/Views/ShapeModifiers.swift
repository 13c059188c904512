import Foundation

// MARK: The shapes a shape's own modifiers make: `offset`, `rotation`, `scale`, `transform`,
// `size` and `trim`, each holding the shape it changes at `shape`, as SwiftUI's do.

/// A shape moved by an offset: what `offset(_:)` makes of a shape.
public struct OffsetShape<Content>: Sendable where Content: Sendable {
    /// The shape moved.
    public var shape: Content
    /// How far it is moved.
    public var offset: CGSize

    /// Creates a moved shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
}

/// A shape turned about an anchor: what `rotation(_:anchor:)` makes of a shape.
public struct RotatedShape<Content>: Sendable where Content: Sendable {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned.
    public var angle: Angle
    /// The point of its frame it turns about.
    public var anchor: UnitPoint

    /// Creates a turned shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
}

/// A shape scaled about an anchor: what `scale(x:y:anchor:)` makes of a shape.
public struct ScaledShape<Content>: Sendable where Content: Sendable {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of its frame it is scaled about.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
}

/// A shape moved by an affine transform: what `transform(_:)` makes of a shape.
public struct TransformedShape<Content>: Sendable where Content: Sendable {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to its outline.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
}

/// A shape drawn in a frame of a fixed size at the origin of the one offered: what `size(_:)`
/// makes of a shape.
public struct _SizedShape<S>: Sendable where S: Sendable {
    /// The shape sized.
    public var shape: S
    /// The size of its frame.
    public var size: CGSize

    /// Creates a sized shape.
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }
}

/// The part of a shape's outline between two fractions of its length: what `trim(from:to:)`
/// makes of a shape.
public struct _TrimmedShape<S>: Sendable where S: Sendable {
    /// The shape trimmed.
    public var shape: S
    /// Where the kept part starts, from 0 (the outline's start) to 1 (its end).
    public var startFraction: CGFloat
    /// Where the kept part ends, from 0 to 1.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }
}
