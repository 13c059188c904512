import Foundation
import CombineCore

extension Timer {
    /// A publisher of the date every `interval` seconds once connected, as Foundation's with
    /// Combine: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    ///
    /// In a running app a timer on the main run loop ticks on the app's loop, between frames
    /// (a headless driver's clock moves only when told); elsewhere it is a Foundation timer on
    /// `runLoop` in `mode`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the date every ``interval`` seconds, as Foundation's: it sends
    /// nothing until connected, and sends to every subscriber asking for values. Cancelling its
    /// connection stops it for good (its subscribers receive nothing more, and connecting it again
    /// does nothing), as `timer.upstream.connect().cancel()` does in apps.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The dates of the ticks.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// The seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may be (unused: ticks are on time, or as soon as the loop is free).
        public let tolerance: TimeInterval?
        /// The run loop it ticks on.
        public let runLoop: RunLoop
        /// The run loop mode it ticks in.
        public let mode: RunLoop.Mode
        /// The scheduler options.
        public let options: RunLoop.SchedulerOptions?

        private let subscribers = SubscriberList<Date, Never>()
        private let lock = NSLock()
        private var ticking: AnyCancellable?
        private var connection: Connection?

        /// A timer publisher ticking every `interval` seconds on `runLoop` in `mode` once connected.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Attaches `subscriber`: it receives the ticks from now on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subscribers.attach(subscriber)
        }

        /// Starts the ticks, the first `interval` seconds from now; connecting again returns the
        /// same connection.
        public func connect() -> any Cancellable {
            lock.lock()
            if let connection {
                lock.unlock()
                return connection
            }
            let made = Connection(self)
            connection = made
            lock.unlock()
            let ticks = runLoop.repeating(every: interval, in: mode) { [weak self] in self?.tick() }
            lock.lock()
            let stopped = made.isCancelled
            if !stopped { ticking = ticks }
            lock.unlock()
            if stopped { ticks.cancel() }
            return made
        }

        private func tick() {
            subscribers.send(runLoop.now.date)
        }

        /// Stops the ticks for good and lets go of the subscribers.
        fileprivate func stop() {
            lock.lock()
            let ticks = ticking
            ticking = nil
            lock.unlock()
            ticks?.cancel()
            subscribers.dropAll()
        }

        /// A timer publisher's connection: cancelling it stops the timer.
        private final class Connection: Cancellable, @unchecked Sendable {
            private weak var publisher: TimerPublisher?
            private let lock = NSLock()
            private var cancelled = false

            init(_ publisher: TimerPublisher) {
                self.publisher = publisher
            }

            /// Whether the connection was cancelled.
            var isCancelled: Bool {
                lock.lock()
                defer { lock.unlock() }
                return cancelled
            }

            func cancel() {
                lock.lock()
                let first = !cancelled
                cancelled = true
                lock.unlock()
                if first { publisher?.stop() }
            }
        }
    }
}
