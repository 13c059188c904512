import CombineCore

/// Where and when work runs, as Combine's: `DispatchQueue.main` and `RunLoop.main` are the
/// schedulers apps pass to `debounce(for:scheduler:)` and `receive(on:)`.
///
/// In a running app, both stand for the app's own loop, on the runtime's thread (the terminal's
/// loop, or a headless driver's clock, which stands still until moved); elsewhere they are
/// Dispatch's main queue and Foundation's main run loop.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's times.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// What changes how work is scheduled.
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible, after what is already scheduled.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` or soon after it.
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` as soon as possible.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date` or soon after it.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, within `tolerance`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval` within `tolerance`, until the returned value is cancelled.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A scheduler's interval, made from seconds and their fractions, as Combine's:
/// `.milliseconds(300)`, `.seconds(1)`.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds, fractions included.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}
