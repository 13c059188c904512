#if !canImport(Darwin)
import Foundation
import Synchronization

/// UIKit's drawing of an image, as iOS code makes one: `UIGraphicsImageRenderer(size:)` and
/// `image { context in UIColor.red.setFill(); context.fill(rect) }`.
///
/// On Linux this fills rectangles of a bitmap of 8-bit RGBA pixels: enough for the swatches and
/// placeholders code draws this way; paths, text and other images are not drawn.
public final class UIGraphicsImageRenderer: Sendable {
    /// The size of the images, in points.
    public let size: CGSize
    /// The scale and opacity of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points, at `format`'s scale.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// A renderer of images of `size` points, at 1 pixel per point.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// The image `actions` draws, on a clear bitmap (or black, for an opaque format), of at most
    /// ``maximumSide`` pixels on a side.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale
        let context = UIGraphicsImageRendererContext(
            width: Self.pixels(size.width * scale), height: Self.pixels(size.height * scale),
            scale: scale, opaque: format.opaque)
        UIGraphicsImageRendererContext.$current.withValue(context) { actions(context) }
        return context.currentImage
    }

    /// The most pixels on a side: 4,096, a bitmap of 64 MiB at most.
    static let maximumSide = 4_096

    /// A number of pixels, at most ``maximumSide``: the length rounded up, none for a length that is not a positive finite number.
    static func pixels(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length.rounded(.up), CGFloat(maximumSide)))
    }
}

/// The scale and opacity of a ``UIGraphicsImageRenderer``'s images.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    private let state = Mutex((scale: CGFloat(1), opaque: false))

    /// A format of 1 pixel per point, with transparency.
    public init() {}

    /// Pixels per point.
    public var scale: CGFloat {
        get { state.withLock { $0.scale } }
        set { state.withLock { $0.scale = newValue } }
    }

    /// Whether the images are opaque.
    public var opaque: Bool {
        get { state.withLock { $0.opaque } }
        set { state.withLock { $0.opaque = newValue } }
    }
}

/// Where a ``UIGraphicsImageRenderer`` draws: the current fill colour (`UIColor.setFill()`) and
/// the bitmap rectangles are filled in.
public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The context a renderer is drawing in, for `UIColor.setFill()`.
    @TaskLocal static var current: UIGraphicsImageRendererContext?

    private let width: Int
    private let height: Int
    private let scale: CGFloat
    private let state: Mutex<(pixels: [UInt8], fill: UIColor)>

    init(width: Int, height: Int, scale: CGFloat, opaque: Bool) {
        self.width = width
        self.height = height
        self.scale = scale
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if opaque {
            for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 255 }
        }
        state = Mutex((pixels, UIColor.black))
    }

    /// Sets the colour rectangles are filled with.
    func setFill(_ color: UIColor) {
        state.withLock { $0.fill = color }
    }

    /// Fills `rect`, in points, with the current fill colour.
    public func fill(_ rect: CGRect) {
        let scaled = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        let left = Self.clamp(scaled.minX, width), right = Self.clamp(scaled.maxX, width)
        let top = Self.clamp(scaled.minY, height), bottom = Self.clamp(scaled.maxY, height)
        guard left < right, top < bottom else { return }
        state.withLock { state in
            let color = state.fill
            let bytes = [color.red, color.green, color.blue, color.alpha].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
            for row in top..<bottom {
                for column in left..<right {
                    let offset = (row * width + column) * 4
                    state.pixels.replaceSubrange(offset..<offset + 4, with: bytes)
                }
            }
        }
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        let pixels = state.withLock { $0.pixels }
        return UIImage(cgImage: CGImage(width: width, height: height, pixels: pixels), scale: scale, orientation: .up)
    }

    private static func clamp(_ value: CGFloat, _ limit: Int) -> Int {
        guard value.isFinite else { return value > 0 ? limit : 0 }
        return Int(min(max(value.rounded(), 0), CGFloat(limit)))
    }
}

extension UIColor {
    /// Makes this the colour the current ``UIGraphicsImageRenderer`` fills rectangles with; outside
    /// one, nothing happens.
    public func setFill() {
        UIGraphicsImageRendererContext.current?.setFill(self)
    }
}
#endif
