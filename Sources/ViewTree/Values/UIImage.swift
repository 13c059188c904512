import Foundation

/// UIKit's image, as SwiftUI code on iOS names it: `Image(uiImage: photo)`,
/// `UIImage(named: "Cover")`, `UIImage(systemName: "star")`.
///
/// On Linux there is no UIKit and no asset catalogue: an image made by name keeps its name (and
/// is always made, where UIKit returns nil for a missing asset), and is drawn as the named
/// image; an image of pixels holds a ``CGImage`` (from ``UIGraphicsImageRenderer``). Two images
/// are equal when they are the same image, as in UIKit.
open class UIImage: @unchecked Sendable, Hashable {
    /// The asset's or symbol's name, for an image made by name.
    package let name: String?
    /// Whether the name is a system symbol's.
    package let isSystemSymbol: Bool
    /// The bitmap, for an image of pixels.
    public let cgImage: CGImage?
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the bitmap is turned to be shown.
    public let imageOrientation: Orientation

    /// How an image's bitmap is turned, as UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable, Hashable, CaseIterable {
        /// As stored.
        case up
        /// Turned half a turn.
        case down
        /// Turned a quarter turn anticlockwise.
        case left
        /// Turned a quarter turn clockwise.
        case right
        /// Mirrored across its vertical axis.
        case upMirrored
        /// Mirrored, then turned half a turn.
        case downMirrored
        /// Mirrored, then turned a quarter turn anticlockwise.
        case leftMirrored
        /// Mirrored, then turned a quarter turn clockwise.
        case rightMirrored
    }

    private init(name: String?, isSystemSymbol: Bool, cgImage: CGImage?, scale: CGFloat, orientation: Orientation) {
        self.name = name
        self.isSystemSymbol = isSystemSymbol
        self.cgImage = cgImage
        self.scale = scale
        self.imageOrientation = orientation
        let pixels = cgImage.map { CGSize(width: CGFloat($0.width), height: CGFloat($0.height)) } ?? .zero
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let points = CGSize(width: pixels.width / max(scale, 1), height: pixels.height / max(scale, 1))
        self.size = turned ? CGSize(width: points.height, height: points.width) : points
    }

    /// An empty image.
    public convenience init() {
        self.init(name: nil, isSystemSymbol: false, cgImage: nil, scale: 1, orientation: .up)
    }

    /// The app's image asset of this name: always made here (there is no asset catalogue to
    /// miss it), drawn as `Image(name)` is.
    public convenience init?(named name: String) {
        self.init(name: name, isSystemSymbol: false, cgImage: nil, scale: 1, orientation: .up)
    }

    /// The system symbol of this name, drawn as `Image(systemName:)` is.
    public convenience init?(systemName name: String) {
        self.init(name: name, isSystemSymbol: true, cgImage: nil, scale: 1, orientation: .up)
    }

    /// An image of a bitmap at one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(name: nil, isSystemSymbol: false, cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a bitmap at `scale` pixels per point, turned by `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(name: nil, isSystemSymbol: false, cgImage: cgImage, scale: scale, orientation: orientation)
    }

    /// Whether the two are the same image.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
