import Foundation

/// An angle, as SwiftUI's `Angle`: stored in radians at `radians`.
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() {
        radians = 0
    }

    /// An angle of `radians` radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees` degrees.
    public init(degrees: Double) {
        radians = degrees * .pi / 180
    }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// A zero angle.
    public static let zero = Angle()

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
}
