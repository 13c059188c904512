import Foundation

/// The direction text runs in.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
