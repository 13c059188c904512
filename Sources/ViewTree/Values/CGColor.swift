import Foundation

#if !canImport(Darwin)
/// Core Graphics' colour, as SwiftUI code names it: a colour picker's selection,
/// `Color(cgColor:)`, `UIColor(cgColor:)`.
///
/// Foundation on Linux has no Core Graphics: this type keeps what such code reads, a grey
/// (`components` are white and alpha) or an sRGB colour (red, green, blue and alpha). A colour
/// from `init(red:green:blue:alpha:)` is read as sRGB, as `init(srgbRed:green:blue:alpha:)`.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The components: white and alpha for a grey, red, green, blue and alpha otherwise.
    public let components: [CGFloat]?

    private init(components: [CGFloat]) {
        self.components = components
    }

    /// An sRGB colour from its components and opacity, each in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// An sRGB colour from its components and opacity, each in 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// A grey from its white component and opacity, each in 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(components: [gray, alpha])
    }

    /// How many components the colour has: 2 for a grey, 4 otherwise.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, 0...1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components, as `CGColor(gray: 0.4, alpha: 1)` or `CGColor(red: 1, green: 0, blue: 0, alpha: 1)`.
    public var description: String {
        let values = components ?? []
        let labels = values.count == 2 ? ["gray", "alpha"] : ["red", "green", "blue", "alpha"]
        let arguments = zip(labels, values).map { "\($0): \($1)" }
        return "CGColor(" + arguments.joined(separator: ", ") + ")"
    }

    /// Two colours are equal when they have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }
}
#endif

extension CGColor {
    /// The sRGB red, green, blue and alpha of the colour (a grey's white as each of the three).
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let values = (components ?? []).map(Double.init)
        switch values.count {
        case 2: return (values[0], values[0], values[0], values[1])
        case 4: return (values[0], values[1], values[2], values[3])
        default: return (0, 0, 0, Double(alpha))
        }
    }
}

extension Color {
    /// A colour from a Core Graphics colour, as `Color(cgColor: picked)`: its components.
    public init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// The colour as a Core Graphics colour, when it is given by sRGB components (`Color(red:…)`,
    /// `Color(cgColor:)`, a component `UIColor`); nil for a named, system or asset colour, which
    /// SwiftUI resolves only in an environment.
    public var cgColor: CGColor? {
        if let resolved = (provider as? ColorBox<Resolved>)?.base {
            return CGColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green),
                           blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
        }
        if let uiColor = (provider as? ColorBox<UIColor>)?.base, uiColor.systemName == nil {
            return uiColor.cgColor
        }
        return nil
    }
}

extension UIColor {
    /// A colour from a Core Graphics colour: its sRGB components (a grey's white as each).
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }

    /// The colour as a Core Graphics colour, of its sRGB components.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Writes the colour's red, green, blue and alpha components, as UIKit's
    /// `getRed(_:green:blue:alpha:)`; always true, every colour here having sRGB components.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}
