import Foundation

extension Color {
    /// The colour space of a colour given by components.
    public enum RGBColorSpace: Sendable, Hashable, CaseIterable {
        /// The sRGB space, with its gamma: the space of `Color(red:green:blue:)`.
        case sRGB
        /// The sRGB primaries with linear components.
        case sRGBLinear
        /// The Display P3 space.
        case displayP3
    }
}
