import Foundation

extension Image {
    /// How a resizable image fills a larger space.
    public enum ResizingMode: Sendable, Hashable, CaseIterable {
        /// The image repeats.
        case tile
        /// The image stretches.
        case stretch
    }

    /// Whether an image is drawn in its own colours or as a template in the foreground colour.
    public enum TemplateRenderingMode: Sendable, Hashable, CaseIterable {
        /// A template filled with the foreground colour.
        case template
        /// The image's own colours.
        case original
    }

    /// The quality of an image's scaling.
    public enum Interpolation: Sendable, Hashable, CaseIterable {
        /// No interpolation.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality.
        case high
    }

    /// The relative size of symbol images.
    public enum Scale: Sendable, Hashable, CaseIterable {
        /// Small.
        case small
        /// Medium, the default.
        case medium
        /// Large.
        case large
    }
}
