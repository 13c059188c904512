import Foundation

/// The size of text the user chose.
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large.
    case xxxLarge
    /// Accessibility size 1.
    case accessibility1
    /// Accessibility size 2.
    case accessibility2
    /// Accessibility size 3.
    case accessibility3
    /// Accessibility size 4.
    case accessibility4
    /// Accessibility size 5.
    case accessibility5

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
