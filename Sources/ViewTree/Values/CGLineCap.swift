import Foundation

/// The shape of the ends of a stroked line (CoreGraphics' type, which Foundation on Linux lacks).
public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
    /// Squared off at the end point.
    case butt
    /// Rounded past the end point.
    case round
    /// Squared off past the end point.
    case square
}
