import Foundation

/// The modifier `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` apply.
public struct _AspectRatioLayout: Sendable {
    /// The width-to-height ratio; nil for the view's own.
    public var aspectRatio: CGFloat?
    /// Whether the view fits or fills the space.
    public var contentMode: ContentMode

    /// Creates an aspect-ratio layout.
    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }
}
