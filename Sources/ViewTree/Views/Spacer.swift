import Foundation

/// A flexible space that expands along the main axis of its stack.
public struct Spacer: Sendable {
    /// The least length this spacer takes; `nil` uses the default.
    public var minLength: CGFloat?

    /// Creates a spacer of at least `minLength` points.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}
