import Foundation

#if !canImport(Darwin)
/// Core Graphics' bitmap image, as SwiftUI code names it: `Image(cgImage, scale: 2, label: …)`,
/// `uiImage.cgImage`.
///
/// Foundation on Linux has no Core Graphics: this type is a bitmap of 8-bit RGBA pixels, made by
/// ``UIGraphicsImageRenderer`` (Core Graphics' own initialisers, from data providers and colour
/// spaces, are not offered). Two images are equal when they are the same image, as in Core
/// Graphics.
public final class CGImage: Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row from the top, four bytes each: red, green, blue and alpha.
    package let pixels: [UInt8]

    /// An image of `width` by `height` pixels; `pixels` holds four bytes for each.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bits in each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in each row of pixels.
    public var bytesPerRow: Int { width * 4 }

    /// Whether the two are the same image.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
