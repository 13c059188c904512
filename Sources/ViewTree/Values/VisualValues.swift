import Foundation

// MARK: issue 11, shapes, colours, images, text — the value types of shapes, colours, images and text.

/// How a view fits a proposed size while keeping its aspect ratio.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// The whole view fits inside the space.
    case fit
    /// The view fills the space; parts may lie outside it.
    case fill
}

/// How the corners of a rounded rectangle or capsule are drawn.
public enum RoundedCornerStyle: Sendable, Hashable, CaseIterable {
    /// Quarter circles.
    case circular
    /// Continuous curves, as SwiftUI's default.
    case continuous
}

/// How the lines of a multiline text are aligned.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Along the leading edge.
    case leading
    /// Centred.
    case center
    /// Along the trailing edge.
    case trailing
}

extension Text {
    /// Where a line too long for its space is cut.
    public enum TruncationMode: Sendable, Hashable, CaseIterable {
        /// At the start: `…fgh`.
        case head
        /// At the end: `abc…`.
        case tail
        /// In the middle: `ab…gh`.
        case middle
    }

    /// A case a text is shown in, whatever its characters.
    public enum Case: Sendable, Hashable, CaseIterable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// The ways `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable, Hashable, CaseIterable {
        /// The date alone: `June 3, 2024`.
        case date
        /// The time alone: `9:41 AM`.
        case time
        /// The time from now to the date: `2 hours, 5 minutes`.
        case relative
        /// The signed offset from now: `+2 hours`.
        case offset
        /// A count-down or count-up timer: `2:05:00`.
        case timer
    }
}

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

/// The shape of the ends of a stroked line (CoreGraphics' type, which Foundation on Linux lacks).
public enum CGLineCap: Int32, Sendable, Hashable, CaseIterable {
    /// Squared off at the end point.
    case butt
    /// Rounded past the end point.
    case round
    /// Squared off past the end point.
    case square
}

/// The shape of the joints of a stroked line (CoreGraphics' type, which Foundation on Linux lacks).
public enum CGLineJoin: Int32, Sendable, Hashable, CaseIterable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}
