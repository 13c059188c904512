import Foundation

/// A view drawn by a closure, as SwiftUI's `Canvas`: its `renderer`, the views it may draw by
/// tag (`symbols`), and how it is rasterized (`rasterizationOptions|colorMode` and the flags
/// `rasterizationOptions|flags|rawValue`).
public struct Canvas<Symbols> {
    /// Draws the canvas into a context of the given size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer may draw, each found by its tag.
    public var symbols: Symbols
    /// The colour space and flags the canvas is drawn with.
    package var rasterizationOptions: RasterizationOptions

    /// A canvas. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        opaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: Symbols
    ) -> Canvas {
        var flags: RasterizationOptions.Flags = []
        if opaque { flags.insert(.opaque) }
        if rendersAsynchronously { flags.insert(.rendersAsynchronously) }
        return Canvas(renderer: renderer, symbols: symbols, rasterizationOptions: RasterizationOptions(colorMode: colorMode, flags: flags))
    }

    /// Whether the canvas is opaque: it draws every pixel of its space.
    public var isOpaque: Bool {
        get { rasterizationOptions.flags.contains(.opaque) }
        set { rasterizationOptions.flags.set(.opaque, newValue) }
    }

    /// The colour space the canvas is drawn in.
    public var colorMode: ColorRenderingMode {
        get { rasterizationOptions.colorMode }
        set { rasterizationOptions.colorMode = newValue }
    }

    /// Whether the canvas may be drawn away from the main thread.
    public var rendersAsynchronously: Bool {
        get { rasterizationOptions.flags.contains(.rendersAsynchronously) }
        set { rasterizationOptions.flags.set(.rendersAsynchronously, newValue) }
    }
}

/// How a drawing is rasterized: its colour space and its flags.
package struct RasterizationOptions: Sendable, Hashable {
    /// The flags of a drawing, in SwiftUI's bits.
    package struct Flags: OptionSet, Sendable, Hashable {
        /// The bits.
        package var rawValue: UInt32

        /// Flags of the given bits.
        package init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// The drawing covers its whole space.
        package static let opaque = Flags(rawValue: 1 << 1)
        /// The drawing may be made away from the main thread.
        package static let rendersAsynchronously = Flags(rawValue: 1 << 2)

        /// Inserts `flag` when `on`, else removes it.
        mutating func set(_ flag: Flags, _ on: Bool) {
            if on { insert(flag) } else { remove(flag) }
        }
    }

    /// The colour space.
    package var colorMode: ColorRenderingMode
    /// The flags.
    package var flags: Flags
}
