import Foundation

/// How the outline of a shape is drawn.
public struct StrokeStyle: Sendable, Equatable {
    /// The width of the line.
    public var lineWidth: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1) {
        self.lineWidth = lineWidth
    }
}
