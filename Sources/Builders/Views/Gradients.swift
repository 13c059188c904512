import Foundation

// MARK: Gradients as views (leaves that fill their frame) and as shape styles
// (`fill`, `stroke`, `foregroundStyle`, `background`), with SwiftUI's static members
// (`.linearGradient(…)` and the rest) for the latter.

extension LinearGradient: _PrimitiveView, ShapeStyle {}
extension RadialGradient: _PrimitiveView, ShapeStyle {}
extension AngularGradient: _PrimitiveView, ShapeStyle {}
extension EllipticalGradient: _PrimitiveView, ShapeStyle {}
/// A Gradient alone is a style: a linear gradient from top to bottom, as in SwiftUI.
extension Gradient: ShapeStyle {}

/// A style that one colour can stand for where only one can be drawn (a terminal cell): a colour
/// itself, a gradient its first stop's colour.
package protocol _SingleColorStyle {
    /// The colour standing for the style, or nil for a style of no colour.
    var _standInColor: Color? { get }
}

extension Color: _SingleColorStyle {
    /// The colour itself.
    package var _standInColor: Color? { self }
}

extension Gradient: _SingleColorStyle {
    /// The first stop's colour.
    package var _standInColor: Color? { stops.first?.color }
}

extension LinearGradient: _SingleColorStyle {
    /// The first stop's colour.
    package var _standInColor: Color? { gradient._standInColor }
}

extension RadialGradient: _SingleColorStyle {
    /// The first stop's colour.
    package var _standInColor: Color? { gradient._standInColor }
}

extension AngularGradient: _SingleColorStyle {
    /// The first stop's colour.
    package var _standInColor: Color? { gradient._standInColor }
}

extension EllipticalGradient: _SingleColorStyle {
    /// The first stop's colour.
    package var _standInColor: Color? { gradient._standInColor }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`, as `.fill(.linearGradient(g, startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors`, evenly spaced.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors`, evenly spaced.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors`, evenly spaced.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `stops`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A full turn of `colors` starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A full turn of `stops` starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `colors`, evenly spaced.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
