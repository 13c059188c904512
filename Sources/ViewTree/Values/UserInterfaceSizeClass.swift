import Foundation

/// How much room a dimension has: compact (a phone held upright) or regular.
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable {
    /// Little room.
    case compact
    /// Ample room.
    case regular
}
