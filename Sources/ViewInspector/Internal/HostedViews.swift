import Foundation
import Runtime

/// The views ``ViewHosting`` shows, by the test function that hosts each.
@MainActor
final class HostedViews {
    static let shared = HostedViews()

    private var drivers: [String: HeadlessDriver] = [:]
    /// The timers that sent notices. Foundation on Linux keeps a timer it was given a block for
    /// through a reference it never gives up, so a timer outlives its firing whatever we do; kept
    /// here, it stays reachable rather than lost (a few dozen bytes a notice, for a test process).
    private var timers: [Timer] = []

    /// Shows `driver`'s view for `function`, in place of any it showed.
    func host(_ driver: HeadlessDriver, for function: String) {
        expel(function)
        drivers[function] = driver
    }

    /// Stops showing `function`'s view: the driver goes, and its runtime ends what the view started.
    func expel(_ function: String) {
        drivers.removeValue(forKey: function)
    }

    /// Keeps `timer` for the life of the process (see ``timers``).
    func keep(_ timer: Timer) {
        timers.append(timer)
    }

    /// Draws what changed in every hosted view, after a callback changed state, as a running app
    /// draws after an event.
    func settle() {
        for driver in drivers.values { _ = driver.settle() }
    }
}
