import Foundation

/// A two-dimensional vector, such as a drag's velocity (CoreGraphics' type, which Foundation on
/// Linux lacks).
public struct CGVector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// A vector of the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of the given components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of the given components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    /// `(dx, dy)`, as CoreGraphics prints a vector.
    public var description: String { "(\(dx), \(dy))" }
}
