import Foundation

// A shape's own modifiers: each makes a shape (`OffsetShape`, `RotatedShape`, …) rather than a
// modified view, as SwiftUI's do, so the result can still be filled, stroked or changed again.

extension Shape {
    /// The shape moved by `offset`.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by the coordinates of `offset`.
    public nonisolated func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y`.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` about `anchor` of its frame.
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` in both directions about `anchor` of its frame.
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape's outline moved by `transform`.
    public nonisolated func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape drawn in a frame of `size` at the origin of the frame offered.
    public nonisolated func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The shape drawn in a frame `width` by `height` at the origin of the frame offered.
    public nonisolated func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        size(CGSize(width: width, height: height))
    }

    /// The part of the shape's outline between the fractions `startFraction` and `endFraction`
    /// of its length.
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

/// The transform that turns or scales a frame's points about the point `anchor` of it: `change`
/// applied with that point as the origin.
private func anchored(_ change: CGAffineTransform, at anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y)
        .concatenating(change)
        .concatenating(CGAffineTransform(translationX: x, y: y))
}

extension OffsetShape: View, _PrimitiveView, Shape where Content: Shape {
    /// A shape is primitive.
    public typealias Body = Never

    /// The shape's outline, moved.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, moved as before.
    public nonisolated func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: View, _PrimitiveView, Shape where Content: Shape {
    /// A shape is primitive.
    public typealias Body = Never

    /// The shape's outline, turned about the anchor of `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchored(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), at: anchor, in: rect))
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The shape inset, turned as before.
    public nonisolated func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension ScaledShape: View, _PrimitiveView, Shape where Content: Shape {
    /// A shape is primitive.
    public typealias Body = Never

    /// The shape's outline, scaled about the anchor of `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), at: anchor, in: rect))
    }
}

extension TransformedShape: View, _PrimitiveView, Shape where Content: Shape {
    /// A shape is primitive.
    public typealias Body = Never

    /// The shape's outline, transformed.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

extension _SizedShape: View, _PrimitiveView, Shape where S: Shape {
    /// A shape is primitive.
    public typealias Body = Never

    /// The shape's outline in a frame of its size at the origin of `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}

extension _TrimmedShape: View, _PrimitiveView, Shape where S: Shape {
    /// A shape is primitive.
    public typealias Body = Never

    /// The part of the shape's outline between the two fractions of its length.
    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}
