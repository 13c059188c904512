import Foundation

/// The shape of the joints of a stroked line (CoreGraphics' type, which Foundation on Linux lacks).
public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}
