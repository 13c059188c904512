import Foundation

// MARK: The geometry effects: the view drawn scaled or rotated, its layout unchanged.

/// The modifier `scaleEffect(_:anchor:)` and `scaleEffect(x:y:anchor:)` apply: the view drawn
/// scaled about `anchor`.
public struct _ScaleEffect: Sendable, Equatable {
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the view that stays in place.
    public var anchor: UnitPoint

    /// Creates the modifier.
    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

/// The modifier `rotationEffect(_:anchor:)` applies: the view drawn turned about `anchor`.
public struct _RotationEffect: Sendable, Equatable {
    /// How far the view is turned, clockwise.
    public var angle: Angle
    /// The point the view turns about.
    public var anchor: UnitPoint

    /// Creates the modifier.
    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }
}

/// The modifier `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` applies: the view drawn
/// turned about an axis in three dimensions.
public struct _Rotation3DEffect: Sendable {
    /// How far the view is turned.
    public var angle: Angle
    /// The axis it turns about.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the view the axis goes through.
    public var anchor: UnitPoint
    /// How far in front of the view the axis lies.
    public var anchorZ: CGFloat
    /// How strongly distance shrinks what is far.
    public var perspective: CGFloat

    /// Creates the modifier.
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }
}

extension _Rotation3DEffect: Equatable {
    /// Two rotations are equal when all their values are.
    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }
}
