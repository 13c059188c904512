import Foundation

/// A colour, usable as a view (it fills its space) and as a style.
///
/// As in SwiftUI, `provider` is a box object whose dynamic subclass holds the
/// colour at `base`: a ``SystemColorType`` for named colours, or a
/// ``Resolved`` for components.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    package var provider: AnyColorBox

    /// Creates a colour from red, green and blue components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        provider = ColorBox(base: Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Creates a grey from its white component in 0...1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    package init(system: SystemColorType) {
        provider = ColorBox(base: system)
    }

    /// The colour's name, such as `red`, or its components.
    public var description: String { provider.description }

    /// Two colours are equal when they name the same colour or have the same components.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.provider.isEqual(to: rhs.provider)
    }

    /// Hashes the colour's value.
    public func hash(into hasher: inout Hasher) {
        provider.hash(into: &hasher)
    }

    /// A colour given by its components.
    public struct Resolved: Sendable, Hashable, CustomStringConvertible {
        /// The red component, 0...1.
        public var red: Double
        /// The green component, 0...1.
        public var green: Double
        /// The blue component, 0...1.
        public var blue: Double
        /// The opacity, 0...1.
        public var opacity: Double

        /// The components, as `#RRGGBB` with the opacity when it is not 1.
        public var description: String {
            func byte(_ value: Double) -> String {
                let clamped = value.isFinite ? Int((min(max(value, 0), 1) * 255).rounded()) : 0
                return String(clamped, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            let rgb = "#" + byte(red) + byte(green) + byte(blue)
            return opacity == 1 ? rgb : rgb + byte(opacity)
        }
    }

    /// Black.
    public static let black = Color(system: .black)
    /// White.
    public static let white = Color(system: .white)
    /// Grey.
    public static let gray = Color(system: .gray)
    /// Red.
    public static let red = Color(system: .red)
    /// Orange.
    public static let orange = Color(system: .orange)
    /// Yellow.
    public static let yellow = Color(system: .yellow)
    /// Green.
    public static let green = Color(system: .green)
    /// Mint.
    public static let mint = Color(system: .mint)
    /// Teal.
    public static let teal = Color(system: .teal)
    /// Cyan.
    public static let cyan = Color(system: .cyan)
    /// Blue.
    public static let blue = Color(system: .blue)
    /// Indigo.
    public static let indigo = Color(system: .indigo)
    /// Purple.
    public static let purple = Color(system: .purple)
    /// Pink.
    public static let pink = Color(system: .pink)
    /// Brown.
    public static let brown = Color(system: .brown)
    /// No colour at all.
    public static let clear = Color(system: .clear)
    /// The primary content colour.
    public static let primary = Color(system: .primary)
    /// The secondary content colour.
    public static let secondary = Color(system: .secondary)
    /// The accent colour.
    public static let accentColor = Color(system: .accentColor)
}

/// The named colours.
public enum SystemColorType: String, Sendable, Hashable, CaseIterable {
    /// Black.
    case black
    /// White.
    case white
    /// Grey.
    case gray
    /// Red.
    case red
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Green.
    case green
    /// Mint.
    case mint
    /// Teal.
    case teal
    /// Cyan.
    case cyan
    /// Blue.
    case blue
    /// Indigo.
    case indigo
    /// Purple.
    case purple
    /// Pink.
    case pink
    /// Brown.
    case brown
    /// No colour.
    case clear
    /// The primary content colour.
    case primary
    /// The secondary content colour.
    case secondary
    /// The accent colour.
    case accentColor
}

/// The base class of a ``Color``'s provider box; Mirror shows the dynamic subclass.
public class AnyColorBox: @unchecked Sendable, CustomStringConvertible {
    package init() {}
    /// The colour's name or components.
    public var description: String { "" }
    package func isEqual(to other: AnyColorBox) -> Bool { false }
    package func hash(into hasher: inout Hasher) {}
}

/// The box that holds one colour at `base`.
public final class ColorBox<Base: Hashable & Sendable & CustomStringConvertible>: AnyColorBox, @unchecked Sendable {
    package let base: Base

    package init(base: Base) {
        self.base = base
    }

    /// The colour's name or components.
    public override var description: String { base.description }

    package override func isEqual(to other: AnyColorBox) -> Bool {
        (other as? ColorBox<Base>)?.base == base
    }

    package override func hash(into hasher: inout Hasher) {
        hasher.combine(base)
    }
}

extension SystemColorType: CustomStringConvertible {
    /// The colour's name, such as `red`.
    public var description: String { rawValue }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
