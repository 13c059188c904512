import Foundation

/// How the inside of a shape is filled.
public struct FillStyle: Sendable, Hashable {
    /// Whether the even-odd rule decides the inside (else the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether the edges are antialiased.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}
