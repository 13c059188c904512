import Foundation

// MARK: The colour initialisers and their providers.
//
// As in SwiftUI, each initialiser stores its own provider at `provider|base`: `NamedColor` for an
// asset name, `Color.Resolved` for sRGB components (also hue/saturation/brightness and white,
// converted to sRGB), `Color._Resolved` for linear sRGB components, `DisplayP3` for Display P3
// components, and `OpacityColor` for `opacity(_:)` on a colour.

extension Color {
    /// A colour from the app's assets, by name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(boxing: NamedColor(name: name, bundle: bundle))
    }

    /// A colour from components in a colour space.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(boxing: _Resolved(linearRed: Float(red), linearGreen: Float(green), linearBlue: Float(blue), opacity: Float(opacity)))
        case .displayP3:
            self.init(boxing: DisplayP3(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), opacity: Float(opacity)))
        }
    }

    /// A colour whose provider is `base`, boxed.
    package init<Base: Hashable & Sendable & CustomStringConvertible>(boxing base: Base) {
        self.init(system: .clear)
        provider = ColorBox(base: base)
    }

    /// A grey in a colour space, from its white component.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness in 0...1, stored as its sRGB components.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.provider = ColorBox(base: OpacityColor(base: self, opacity: opacity))
        return color
    }

    /// The components of a hue, saturation and brightness (each clamped to 0...1).
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        func clamped(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        let h = clamped(hue) * 6, s = clamped(saturation), v = clamped(brightness)
        let sector = min(Int(h), 5), fraction = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * fraction), t = v * (1 - s * (1 - fraction))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A colour given by linear sRGB components, as `Color(.sRGBLinear, red:green:blue:)` stores it.
    public struct _Resolved: Sendable, Hashable, CustomStringConvertible {
        /// The linear red component.
        public var linearRed: Float
        /// The linear green component.
        public var linearGreen: Float
        /// The linear blue component.
        public var linearBlue: Float
        /// The opacity.
        public var opacity: Float

        /// The components converted to sRGB, as `#RRGGBB` (with the opacity when it is not 1).
        public var description: String {
            func gamma(_ c: Float) -> Double {
                let c = Double(c)
                return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
            }
            return Resolved(red: gamma(linearRed), green: gamma(linearGreen), blue: gamma(linearBlue), opacity: Double(opacity)).description
        }
    }
}

/// A colour from the app's assets, by name: `Color("brand")`.
public struct NamedColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The asset's name.
    package var name: String
    /// The bundle the asset is in; nil for the main bundle.
    package var bundle: Bundle?

    /// The asset's name.
    public var description: String { name }

    /// Two named colours are equal when they have the same name in the same bundle.
    public static func == (lhs: NamedColor, rhs: NamedColor) -> Bool {
        lhs.name == rhs.name && lhs.bundle === rhs.bundle
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// A colour given by Display P3 components: `Color(.displayP3, red:green:blue:)`.
public struct DisplayP3: Sendable, Hashable, CustomStringConvertible {
    /// The red component.
    public var red: CGFloat
    /// The green component.
    public var green: CGFloat
    /// The blue component.
    public var blue: CGFloat
    /// The opacity.
    public var opacity: Float

    /// The components, as `DisplayP3(red: 1.0, green: 0.0, blue: 0.0, opacity: 1.0)`.
    public var description: String {
        "DisplayP3(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
    }
}

/// A colour made more transparent: `Color.red.opacity(0.5)`.
public struct OpacityColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour before the change.
    public var base: Color
    /// The factor its opacity is multiplied by.
    public var opacity: Double

    /// The percentage and the colour, as SwiftUI prints it: `50% red`.
    public var description: String {
        let percent = opacity.isFinite ? Int((opacity * 100).rounded()) : 0
        return "\(percent)% \(base)"
    }
}
