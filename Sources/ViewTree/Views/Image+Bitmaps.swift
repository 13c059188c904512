import Foundation

// MARK: Images of bitmaps: `Image(cgImage, scale:orientation:label:)` and `Image(uiImage:)`.
//
// As in SwiftUI, a Core Graphics image is held by a `CGImageProvider` at `provider|base` (its
// `image`, `scale`, `orientation` and `label`), and a UIKit image is itself the provider.

extension Image {
    /// How an image's bitmap is turned to be shown.
    public enum Orientation: UInt8, Sendable, Hashable, CaseIterable {
        /// As stored.
        case up
        /// Mirrored across its vertical axis.
        case upMirrored
        /// Turned half a turn.
        case down
        /// Mirrored, then turned half a turn.
        case downMirrored
        /// Turned a quarter turn anticlockwise.
        case left
        /// Mirrored, then turned a quarter turn anticlockwise.
        case leftMirrored
        /// Turned a quarter turn clockwise.
        case right
        /// Mirrored, then turned a quarter turn clockwise.
        case rightMirrored
    }

    /// The provider of an image of a Core Graphics bitmap.
    public struct CGImageProvider: Sendable, Equatable {
        package var image: CGImage
        package var scale: CGFloat
        package var orientation: Orientation
        package var label: Text?
        package var decorative: Bool

        /// Whether the two show the same bitmap alike, with the same label.
        public static func == (lhs: CGImageProvider, rhs: CGImageProvider) -> Bool {
            lhs.image == rhs.image && lhs.scale == rhs.scale && lhs.orientation == rhs.orientation
                && lhs.label == rhs.label && lhs.decorative == rhs.decorative
        }
    }

    /// An image of a bitmap at `scale` pixels per point, turned by `orientation`, with an
    /// accessibility label.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(wrapping: CGImageProvider(image: cgImage, scale: scale, orientation: orientation, label: label, decorative: false))
    }

    /// An image of a bitmap that accessibility ignores.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(wrapping: CGImageProvider(image: cgImage, scale: scale, orientation: orientation, label: nil, decorative: true))
    }

    /// An image of a UIKit image; one made by name is drawn as the named image.
    public init(uiImage: UIImage) {
        self.init(wrapping: uiImage)
    }
}
