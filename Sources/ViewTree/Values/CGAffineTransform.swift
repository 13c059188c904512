import Foundation

/// An affine transform of the plane, as CoreGraphics' `CGAffineTransform` (which Foundation on
/// Linux lacks): a point `(x, y)` goes to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Sendable, Hashable {
    /// The entry that scales `x` into `x`.
    public var a: CGFloat
    /// The entry that carries `x` into `y`.
    public var b: CGFloat
    /// The entry that carries `y` into `x`.
    public var c: CGFloat
    /// The entry that scales `y` into `y`.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// The identity transform.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A transform of the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform that scales by `sx` across and `sy` down.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that moves by `tx` across and `ty` down.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that turns by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`, as CoreGraphics prints one.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}
