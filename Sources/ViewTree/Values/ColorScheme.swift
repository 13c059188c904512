import Foundation

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}
