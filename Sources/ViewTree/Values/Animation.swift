import Foundation

/// How a change is animated: a timing curve or a spring, delayed, sped up or repeated.
///
/// The values are kept so that they can be read back (the inspector compares them:
/// `try view.animation() == .easeInOut(duration: 0.3)`); on Linux nothing moves on screen, so an
/// animated change is drawn at once in its final state.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// How the animation's progress runs over time.
    package enum Timing: Sendable, Hashable {
        /// The system's default animation.
        case `default`
        /// A constant speed.
        case linear(duration: Double)
        /// Slow at the start.
        case easeIn(duration: Double)
        /// Slow at the end.
        case easeOut(duration: Double)
        /// Slow at both ends.
        case easeInOut(duration: Double)
        /// A cubic Bézier curve through two control points.
        case timingCurve(c0x: Double, c0y: Double, c1x: Double, c1y: Double, duration: Double)
        /// A spring by its response and damping.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// A spring by its perceived duration and bounce (`.spring`, `.bouncy`, `.smooth`, `.snappy`).
        case springDuration(duration: Double, bounce: Double, blendDuration: Double)
        /// A spring by its physical values.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    /// How often the animation runs.
    package enum Repetition: Sendable, Hashable {
        /// `count` times, backwards every other time when `autoreverses`.
        case count(Int, autoreverses: Bool)
        /// For ever.
        case forever(autoreverses: Bool)
    }

    /// The curve or spring.
    package var timing: Timing
    /// The seconds before it starts.
    package var delay: Double = 0
    /// How much faster than its own timing it runs.
    package var speed: Double = 1
    /// How often it repeats; nil for once.
    package var repetition: Repetition?

    package init(timing: Timing) {
        self.timing = timing
    }

    /// The animation as it is written: `easeInOut(duration: 0.3).delay(0.1)`.
    public var description: String {
        var text: String
        switch timing {
        case .default: text = "default"
        case .linear(let duration): text = "linear(duration: \(duration))"
        case .easeIn(let duration): text = "easeIn(duration: \(duration))"
        case .easeOut(let duration): text = "easeOut(duration: \(duration))"
        case .easeInOut(let duration): text = "easeInOut(duration: \(duration))"
        case let .timingCurve(c0x, c0y, c1x, c1y, duration): text = "timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))"
        case let .spring(response, damping, blend): text = "spring(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
        case let .springDuration(duration, bounce, blend): text = "spring(duration: \(duration), bounce: \(bounce), blendDuration: \(blend))"
        case let .interpolatingSpring(mass, stiffness, damping, velocity):
            text = "interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(velocity))"
        }
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        switch repetition {
        case let .count(count, autoreverses)?: text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
        case let .forever(autoreverses)?: text += ".repeatForever(autoreverses: \(autoreverses))"
        case nil: break
        }
        return text
    }

    private func with(_ change: (inout Animation) -> Void) -> Animation {
        var animation = self
        change(&animation)
        return animation
    }

    // MARK: Curves

    /// The system's default animation.
    public static let `default` = Animation(timing: .default)
    /// A constant speed, for 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// Slow at the start, for 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Slow at the end, for 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Slow at both ends, for 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    /// A constant speed, for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation(timing: .linear(duration: duration)) }
    /// Slow at the start, for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(timing: .easeIn(duration: duration)) }
    /// Slow at the end, for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(timing: .easeOut(duration: duration)) }
    /// Slow at both ends, for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(timing: .easeInOut(duration: duration)) }

    /// A cubic Bézier timing curve through the control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation(timing: .timingCurve(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y, duration: duration))
    }

    // MARK: Springs

    /// A spring of half a second without bounce.
    public static let spring = Animation.spring(duration: 0.5, bounce: 0)
    /// A spring with a noticeable bounce.
    public static let bouncy = Animation.bouncy(duration: 0.5)
    /// A spring without bounce.
    public static let smooth = Animation.smooth(duration: 0.5)
    /// A spring with a small bounce.
    public static let snappy = Animation.snappy(duration: 0.5)
    /// A quick spring, as for following a drag.
    public static let interactiveSpring = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

    /// A spring by its response (seconds) and damping fraction.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(timing: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A spring by its perceived duration and bounce (0 none, 1 most).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(timing: .springDuration(duration: duration, bounce: bounce, blendDuration: blendDuration))
    }

    /// A spring with a noticeable bounce, more by `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring without bounce, unless `extraBounce` gives one.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce, more by `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A quick spring, as for following a drag.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring by its physical values.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(timing: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    // MARK: Delay, speed and repetition

    /// The animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        with { $0.delay += delay }
    }

    /// The animation, running `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        with { $0.speed *= speed }
    }

    /// The animation, run `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        with { $0.repetition = .count(repeatCount, autoreverses: autoreverses) }
    }

    /// The animation, repeated for ever, backwards every other time when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        with { $0.repetition = .forever(autoreverses: autoreverses) }
    }
}
