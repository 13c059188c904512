/// The colour space a drawing is made in, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Sendable, Hashable, CaseIterable {
    /// sRGB, its components gamma-encoded and kept within 0 and 1.
    case nonLinear
    /// Linear sRGB, its components kept within 0 and 1.
    case linear
    /// Linear sRGB, its components free to go past 0 and 1.
    case extendedLinear
}
