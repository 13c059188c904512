import Foundation
import CombineCore

extension RunLoop: Scheduler {
    /// A time of a run loop as a scheduler: a `Date`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// The time.
        public var date: Date

        /// The scheduler time of `date`.
        public init(_ date: Date) {
            self.date = date
        }

        /// The interval from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// This time moved by `n`.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// An interval between run loop times, in seconds: `.milliseconds(300)`, `0.5`.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
            /// Seconds, as a literal.
            public typealias FloatLiteralType = TimeInterval
            /// Seconds, as a literal.
            public typealias IntegerLiteralType = TimeInterval
            /// The number of seconds.
            public typealias Magnitude = TimeInterval

            /// The interval in seconds (negative when it goes back).
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            /// An interval of `value` seconds.
            public init(floatLiteral value: TimeInterval) {
                self.init(value)
            }

            /// An interval of `value` seconds.
            public init(integerLiteral value: TimeInterval) {
                self.init(value)
            }

            /// An interval of `source` seconds, when it is exact.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = TimeInterval(exactly: source) else { return nil }
                self.init(seconds)
            }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds, fractions included.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

            /// Whether `lhs` is the shorter interval.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The intervals added.
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            /// `rhs` taken from `lhs`.
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            /// The interval multiplied.
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            /// Adds `rhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Takes `rhs` away.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// How a run loop schedules work: nothing to choose.
    public struct SchedulerOptions: Sendable {}

    /// The app's loop, when this is the main run loop (or the current thread's) and an app is
    /// running; else nil: the run loop itself.
    var appLoop: MainLoop? {
        self === RunLoop.main || self === RunLoop.current ? MainLoop.active : nil
    }

    /// The run loop's time now (in a running app, the app's clock).
    public var now: SchedulerTimeType {
        guard let loop = appLoop else { return SchedulerTimeType(Date()) }
        return SchedulerTimeType(loop.date(at: loop.now))
    }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Runs `action` on the run loop (the main one: on the app's loop) as soon as possible.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = appLoop {
            loop.schedule(at: loop.now, action)
            return
        }
        let work = SendableAction(action)
        perform { work.run() }
    }

    /// Runs `action` on the run loop (the main one: on the app's loop) at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = appLoop {
            loop.schedule(at: loop.time(at: date.date), action)
            return
        }
        let work = SendableAction(action)
        add(Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }, forMode: .default)
    }

    /// Runs `action` on the run loop (the main one: on the app's loop) at `date`, then every
    /// `interval`, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let seconds = Self.positiveSeconds(interval.magnitude)
        if let loop = appLoop {
            return loop.schedule(at: loop.time(at: date.date), every: MainLoop.nanoseconds(ofSeconds: seconds), action)
        }
        return foundationTimer(from: date.date, every: seconds, in: .default, action)
    }

    /// Runs `action` every `interval` seconds from `interval` seconds from now, in `mode` (a
    /// timer publisher's ticks), until the returned token is cancelled or released: on the app's
    /// loop when this run loop stands for it (the deadlines counted on the loop's clock,
    /// exactly), else as a Foundation timer on this run loop.
    func repeating(every interval: TimeInterval, in mode: RunLoop.Mode, _ action: @escaping () -> Void) -> AnyCancellable {
        let seconds = Self.positiveSeconds(interval)
        if let loop = appLoop {
            let every = MainLoop.nanoseconds(ofSeconds: seconds)
            let (first, overflow) = loop.now.addingReportingOverflow(every)
            return AnyCancellable(loop.schedule(at: overflow ? UInt64.max : first, every: every, action))
        }
        return AnyCancellable(foundationTimer(from: Date().addingTimeInterval(seconds), every: seconds, in: mode, action))
    }

    /// A Foundation timer on this run loop running `action` at `start`, then every `interval`
    /// seconds, until cancelled.
    private func foundationTimer(from start: Date, every interval: TimeInterval, in mode: RunLoop.Mode, _ action: @escaping () -> Void) -> CancelAction {
        let work = SendableAction(action)
        let timer = Timer(fire: start, interval: interval, repeats: true) { _ in work.run() }
        add(timer, forMode: mode)
        let invalidate = SendableAction { timer.invalidate() }
        return CancelAction { invalidate.run() }
    }

    /// An interval a timer can repeat at: at least a microsecond, at most a billion seconds.
    private static func positiveSeconds(_ interval: TimeInterval) -> TimeInterval {
        interval.isFinite ? min(max(interval, 0.000_001), 1e9) : 1e9
    }
}
