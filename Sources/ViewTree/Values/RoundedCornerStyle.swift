import Foundation

/// How the corners of a rounded rectangle or capsule are drawn.
public enum RoundedCornerStyle: Sendable, Hashable, CaseIterable {
    /// Quarter circles.
    case circular
    /// Continuous curves, as SwiftUI's default.
    case continuous
}
