import Foundation

/// How the lines of a multiline text are aligned.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// Centred.
    case center
    /// Along the trailing edge.
    case trailing
}
