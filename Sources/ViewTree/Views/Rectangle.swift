import Foundation

/// A rectangular shape; `border(_:width:)` strokes its inset form.
public struct Rectangle: Sendable {
    /// Creates a rectangle.
    public init() {}

    /// A rectangle inset by `amount` on every side, so that a stroke stays inside.
    public struct _Inset: Sendable {
        /// How far the rectangle is inset.
        public var amount: CGFloat

        /// Creates an inset rectangle.
        public init(amount: CGFloat) {
            self.amount = amount
        }
    }
}
