import Foundation

// MARK: SwiftUI's gradients, each a view and a shape style, with SwiftUI's
// stored labels (as ViewInspector reads them): `gradient` and the gradient's geometry.

/// A gradient along a line, as SwiftUI's `LinearGradient`: `gradient`, `startPoint`, `endPoint`.
public struct LinearGradient: Sendable, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// Where the first colour is, in the frame's unit square.
    public var startPoint: UnitPoint
    /// Where the last colour is.
    public var endPoint: UnitPoint

    /// A gradient of `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of `colors`, evenly spaced, from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient in circles about a centre, as SwiftUI's `RadialGradient`: `gradient`, `center`,
/// `startRadius`, `endRadius`.
public struct RadialGradient: Sendable, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame's unit square.
    public var center: UnitPoint
    /// The radius of the first colour, in points.
    public var startRadius: CGFloat
    /// The radius of the last colour, in points.
    public var endRadius: CGFloat

    /// A gradient of `gradient` about `center` from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of `colors`, evenly spaced, about `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of `stops` about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a centre, as SwiftUI's `AngularGradient`: `gradient`, `center`,
/// `startAngle`, `endAngle`.
public struct AngularGradient: Sendable, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame's unit square.
    public var center: UnitPoint
    /// The angle of the first colour.
    public var startAngle: Angle
    /// The angle of the last colour.
    public var endAngle: Angle

    /// A gradient of `gradient` around `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A gradient of `colors`, evenly spaced, around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of `stops` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn of `gradient` around `center`, starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn of `colors` around `center`, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn of `stops` around `center`, starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

/// A gradient in ellipses filling the frame, as SwiftUI's `EllipticalGradient`: `gradient`,
/// `center`, `startRadiusFraction`, `endRadiusFraction` (fractions of the frame's size).
public struct EllipticalGradient: Sendable, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the frame's unit square.
    public var center: UnitPoint
    /// Where the first colour is, as a fraction of the frame.
    public var startRadiusFraction: CGFloat
    /// Where the last colour is, as a fraction of the frame.
    public var endRadiusFraction: CGFloat

    /// A gradient of `gradient` in ellipses about `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient of `colors`, evenly spaced, in ellipses about `center`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient of `stops` in ellipses about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
