import Dispatch
import Foundation

/// The work a running app's loop does between frames, each piece at a time of the loop's clock:
/// timers (`Timer.publish`), delayed values (`debounce`) and values handed over (`receive(on:)`)
/// — what `DispatchQueue.main` and `RunLoop.main` stand for as schedulers in a running app.
///
/// A runtime owns one and runs what falls due on its own thread: a terminal runner after each
/// wait for keys (a wait it ends at the next deadline), a headless driver after each batch of
/// input and when told to move its clock on. The loop is *active* while its runtime works
/// (``current``, inherited by the tasks started meanwhile) and, for other threads, while a
/// terminal runner runs it (``installed``); the schedulers put work in the active loop, and
/// outside any (a test of a publisher alone, a command-line tool) hand it to Dispatch or Foundation.
///
/// Times are nanoseconds on the scale of `DispatchTime.uptimeNanoseconds`. A ``Clock/manual``
/// clock stands still until moved (``advance(to:afterEach:)``), so that tests deliver ticks
/// without waiting.
package final class MainLoop: @unchecked Sendable {
    /// Where a loop's time comes from.
    package enum Clock: Sendable {
        /// The system's monotonic clock.
        case system
        /// A clock that stands still until moved, starting at the system's time when the loop is made.
        case manual
    }

    /// One piece of work: when it falls due, and how often it repeats.
    private struct Item {
        let id: UInt64
        var deadline: UInt64
        let interval: UInt64?
        let action: () -> Void
    }

    /// The loop of the runtime working on this thread, or of the task it started.
    @TaskLocal package static var current: MainLoop?

    private static let installation = Installation()

    /// The loop a terminal runner is running, for work scheduled from other threads.
    package static var installed: MainLoop? { installation.loop }

    /// The loop scheduled work goes to: the current one, else the installed one.
    package static var active: MainLoop? { current ?? installed }

    /// How the loop tells the time.
    package let clock: Clock
    private let lock = NSLock()
    private var items: [Item] = []
    private var nextID: UInt64 = 0
    private var manualNow: UInt64
    private let originTime: UInt64
    private let originDate: Date

    /// A loop with nothing to do, on `clock`.
    package init(clock: Clock = .system) {
        self.clock = clock
        originTime = DispatchTime.now().uptimeNanoseconds
        originDate = Date()
        manualNow = originTime
    }

    /// The loop's time now.
    package var now: UInt64 {
        switch clock {
        case .system: return DispatchTime.now().uptimeNanoseconds
        case .manual:
            lock.lock()
            defer { lock.unlock() }
            return manualNow
        }
    }

    /// The date of the loop's time `time`.
    package func date(at time: UInt64) -> Date {
        let offset = time >= originTime ? Double(time - originTime) : -Double(originTime - time)
        return originDate.addingTimeInterval(offset / 1e9)
    }

    /// The loop's time at `date`, to the microsecond: a date holds its time to about a tenth of
    /// a microsecond, so a date made from a loop's time comes back to that time. A date before
    /// the loop's clock started is its start; one beyond its range, its end.
    package func time(at date: Date) -> UInt64 {
        let microseconds = (date.timeIntervalSince(originDate) * 1e6).rounded()
        // Beyond about ±290 years of the loop's start, the ends of its clock.
        guard microseconds.isFinite, abs(microseconds) < 9e15 else { return microseconds > 0 ? UInt64.max : 0 }
        let offset = Int64(microseconds) * 1_000
        if offset >= 0 {
            let (sum, overflow) = originTime.addingReportingOverflow(UInt64(offset))
            return overflow ? UInt64.max : sum
        }
        let back = UInt64(-offset)
        return back >= originTime ? 0 : originTime - back
    }

    /// `seconds` in nanoseconds, rounded (0.3 s is 300,000,000 ns), at most a billion seconds.
    package static func nanoseconds(ofSeconds seconds: Double) -> UInt64 {
        guard seconds.isFinite, seconds > 0 else { return seconds > 0 ? 1_000_000_000_000_000_000 : 0 }
        return UInt64((min(seconds, 1e9) * 1e9).rounded())
    }

    /// Runs `action` on the loop at `deadline` and then, if `interval` is given, every `interval`
    /// nanoseconds after it (a repetition that falls due while the loop is busy runs once,
    /// as a timer's does). The work stays scheduled until done or cancelled, whether or not the
    /// returned handle is kept (wrap it in an `AnyCancellable` to cancel it on release).
    @discardableResult
    package func schedule(at deadline: UInt64, every interval: UInt64? = nil, _ action: @escaping () -> Void) -> Work {
        lock.lock()
        nextID += 1
        let id = nextID
        insert(Item(id: id, deadline: deadline, interval: interval.map { Swift.max(1, $0) }, action: action))
        lock.unlock()
        return Work(loop: self, id: id)
    }

    /// A handle on work scheduled on a loop: cancelling it takes the work off the loop.
    package struct Work: Cancellable, Sendable {
        fileprivate weak var loop: MainLoop?
        fileprivate let id: UInt64

        /// Takes the work off the loop (done work is gone already).
        package func cancel() {
            loop?.remove(id)
        }
    }

    /// When the next piece of work falls due; nil when there is none.
    package var nextDeadline: UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return items.first?.deadline
    }

    /// How many pieces of work wait (a repeating one counts once).
    package var scheduledCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return items.count
    }

    /// Runs the work that is due, in the order of its deadlines (work made due by it runs too),
    /// with this loop current; returns how many pieces ran. At most `limit` run, so that work
    /// that keeps scheduling itself at once cannot hold the loop: the rest runs next time.
    @discardableResult
    package func runDue(limit: Int = 10_000) -> Int {
        MainLoop.$current.withValue(self) {
            var ran = 0
            while ran < limit, let action = takeDue() {
                action()
                ran += 1
            }
            return ran
        }
    }

    /// Moves a manual clock to `time`, running the work that falls due on the way, each at its
    /// deadline, and calling `afterEach` after the work of each deadline (a driver draws a frame
    /// there); does nothing to a system clock but run what is due. At most `maximumSteps`
    /// deadlines are visited, so that work that keeps scheduling itself at once cannot hold it.
    package func advance(to time: UInt64, maximumSteps: Int = 1_000_000, afterEach: () -> Void = {}) {
        guard clock == .manual else {
            runDue()
            afterEach()
            return
        }
        var steps = 0
        while steps < maximumSteps, let deadline = nextDeadline, deadline <= time {
            steps += 1
            setManualNow(deadline)
            runDue()
            afterEach()
        }
        setManualNow(time)
        runDue()
        afterEach()
    }

    /// Runs `body` with this loop current.
    package func whileCurrent<R>(_ body: () throws -> R) rethrows -> R {
        try MainLoop.$current.withValue(self, operation: body)
    }

    /// Runs `body` with this loop installed for the process (a terminal runner's loop), the
    /// loop installed before put back afterwards.
    package func whileInstalled<R>(_ body: () throws -> R) rethrows -> R {
        let previous = MainLoop.installation.swap(self)
        defer { _ = MainLoop.installation.swap(previous) }
        return try whileCurrent(body)
    }

    // MARK: Items

    private func setManualNow(_ time: UInt64) {
        lock.lock()
        manualNow = Swift.max(manualNow, time)
        lock.unlock()
    }

    /// Takes the first due item's action; a repeating item is put back at its next deadline
    /// first, so that its action can cancel it.
    private func takeDue() -> (() -> Void)? {
        let time = now
        lock.lock()
        defer { lock.unlock() }
        guard let first = items.first, first.deadline <= time else { return nil }
        items.removeFirst()
        if let interval = first.interval {
            var next = first
            let (sum, overflow) = first.deadline.addingReportingOverflow(interval)
            next.deadline = overflow ? UInt64.max : sum
            if next.deadline <= time {
                // Repetitions missed while the loop was busy are skipped, as a timer skips them.
                let missed = (time - next.deadline) / interval + 1
                let (skip, skipOverflow) = missed.multipliedReportingOverflow(by: interval)
                let (later, laterOverflow) = next.deadline.addingReportingOverflow(skip)
                next.deadline = skipOverflow || laterOverflow ? UInt64.max : later
            }
            insert(next)
        }
        return first.action
    }

    /// Inserts `item` after the items due before it or at the same time (called under the lock).
    private func insert(_ item: Item) {
        let index = items.firstIndex { $0.deadline > item.deadline } ?? items.endIndex
        items.insert(item, at: index)
    }

    fileprivate func remove(_ id: UInt64) {
        lock.lock()
        items.removeAll { $0.id == id }
        lock.unlock()
    }

    /// The installed loop, behind a lock.
    private final class Installation: @unchecked Sendable {
        private let lock = NSLock()
        private var installed: MainLoop?

        var loop: MainLoop? {
            lock.lock()
            defer { lock.unlock() }
            return installed
        }

        func swap(_ loop: MainLoop?) -> MainLoop? {
            lock.lock()
            defer { lock.unlock() }
            let previous = installed
            installed = loop
            return previous
        }
    }
}
