import Dispatch
import Foundation
import CombineCore

extension DispatchQueue: Scheduler {
    /// A time of a dispatch queue as a scheduler: a `DispatchTime`.
    public struct SchedulerTimeType: Strideable, Hashable {
        /// The time.
        public var dispatchTime: DispatchTime

        /// The scheduler time of `time`.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// The interval from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = Int64(clamping: dispatchTime.uptimeNanoseconds)
            let end = Int64(clamping: other.dispatchTime.uptimeNanoseconds)
            return .nanoseconds(Int(clamping: end.subtractingReportingOverflow(start).partialValue))
        }

        /// This time moved by `n` (never before the start of the clock).
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let moved = Int64(clamping: dispatchTime.uptimeNanoseconds).addingReportingOverflow(Int64(n.magnitude))
            let nanoseconds = moved.overflow ? (n.magnitude > 0 ? Int64.max : 0) : max(0, moved.partialValue)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(nanoseconds)))
        }

        /// Times are equal when their instants are.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Hashes the instant.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// An interval between dispatch times, in nanoseconds: `.milliseconds(300)`, `0.5` (seconds).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Sendable {
            /// Whole seconds or fractions, as a literal.
            public typealias FloatLiteralType = Double
            /// Whole seconds, as a literal.
            public typealias IntegerLiteralType = Int
            /// The number of nanoseconds.
            public typealias Magnitude = Int

            /// The interval in nanoseconds (negative when it goes back).
            public var magnitude: Int

            /// The interval as Dispatch writes it.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            fileprivate init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            /// The interval `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s.multipliedSaturating(1_000_000_000)
                case .milliseconds(let ms): magnitude = ms.multipliedSaturating(1_000_000)
                case .microseconds(let us): magnitude = us.multipliedSaturating(1_000)
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: Double) {
                self.init(nanoseconds: Self.nanoseconds(ofSeconds: timeInterval))
            }

            /// An interval of `value` seconds.
            public init(floatLiteral value: Double) {
                self.init(value)
            }

            /// An interval of `value` seconds.
            public init(integerLiteral value: Int) {
                self.init(.seconds(value))
            }

            /// An interval of `source` nanoseconds, when it fits.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let nanoseconds = Int(exactly: source) else { return nil }
                self.init(nanoseconds: nanoseconds)
            }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds, fractions included.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

            /// The nanoseconds of `seconds`, saturating.
            private static func nanoseconds(ofSeconds seconds: Double) -> Int {
                let nanoseconds = (seconds * 1e9).rounded()
                guard nanoseconds.isFinite else { return nanoseconds > 0 ? .max : (nanoseconds < 0 ? .min : 0) }
                return Int(max(Double(Int.min), min(Double(Int.max) * 0.999_999, nanoseconds)))
            }

            /// Whether `lhs` is the shorter interval.
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            /// The intervals added (saturating).
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude.addingSaturating(rhs.magnitude)) }
            /// `rhs` taken from `lhs` (saturating).
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude.subtractingSaturating(rhs.magnitude)) }
            /// The interval multiplied (saturating).
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude.multipliedSaturating(rhs.magnitude)) }
            /// Adds `rhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Takes `rhs` away.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// How a dispatch queue schedules work: its quality of service, flags and group.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// The flags of the work item.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins.
        public var group: DispatchGroup?

        /// Options with `qos`, `flags` and `group`.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The app's loop, when this is the main queue and an app is running (else nil: the queue
    /// itself). The main queue is known by its label: on Linux `DispatchQueue.main` makes a new
    /// object on each use.
    private var appLoop: MainLoop? {
        label == DispatchQueue.main.label ? MainLoop.active : nil
    }

    /// The queue's time now (in a running app, the app's clock).
    public var now: SchedulerTimeType {
        guard let loop = appLoop else { return SchedulerTimeType(.now()) }
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: loop.now))
    }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Runs `action` on the queue (the main queue: on the app's loop) as soon as possible.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = appLoop {
            loop.schedule(at: loop.now, action)
            return
        }
        let work = SendableAction(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue (the main queue: on the app's loop) at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if let loop = appLoop {
            loop.schedule(at: date.dispatchTime.uptimeNanoseconds, action)
            return
        }
        let work = SendableAction(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    /// Runs `action` on the queue (the main queue: on the app's loop) at `date`, then every
    /// `interval`, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let every = UInt64(max(1, interval.magnitude))
        if let loop = appLoop {
            return loop.schedule(at: date.dispatchTime.uptimeNanoseconds, every: every, action)
        }
        let work = SendableAction(action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(Int(clamping: every)), leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.resume()
        return CancelAction { timer.cancel() }
    }
}

extension Int {
    fileprivate func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    fileprivate func subtractingSaturating(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    fileprivate func multipliedSaturating(_ other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}
