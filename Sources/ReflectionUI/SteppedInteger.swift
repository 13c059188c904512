import Builders

/// An integer a Stepper steps without overflow: a step past the type's bounds stops at the
/// bound, so a stepper of an `Int8` at 127 stays at 127 instead of trapping. It prints as the
/// integer, so the stepper shows the value.
public struct SteppedInteger<T: FixedWidthInteger>: Strideable, CustomStringConvertible {
    /// The integer.
    public var value: T

    /// Wraps `value`.
    public init(_ value: T) {
        self.value = value
    }

    /// The distance to `other`, saturated to `Int`'s bounds.
    public func distance(to other: Self) -> Int {
        let (difference, overflow) = other.value.subtractingReportingOverflow(value)
        if overflow { return other.value > value ? .max : .min }
        return Int(clamping: difference)
    }

    /// The integer `n` steps away, stopping at the type's bounds.
    public func advanced(by n: Int) -> Self {
        guard let step = T(exactly: n) else { return Self(n > 0 ? .max : .min) }
        let (next, overflow) = value.addingReportingOverflow(step)
        return overflow ? Self(n > 0 ? .max : .min) : Self(next)
    }

    /// The integer, as text.
    public var description: String { "\(value)" }

    /// A binding of the integer, as a stepper takes it.
    public static func binding(get: @escaping () -> T, set: @escaping (T) -> Void) -> Binding<Self> {
        Binding(get: { Self(get()) }, set: { set($0.value) })
    }
}
