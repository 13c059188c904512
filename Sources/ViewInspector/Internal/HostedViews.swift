import Runtime

/// The views ``ViewHosting`` shows, by the test function that hosts each.
@MainActor
final class HostedViews {
    static let shared = HostedViews()

    private var drivers: [String: HeadlessDriver] = [:]

    /// Shows `driver`'s view for `function`, in place of any it showed.
    func host(_ driver: HeadlessDriver, for function: String) {
        expel(function)
        drivers[function] = driver
    }

    /// Stops showing `function`'s view: the driver goes, and its runtime ends what the view started.
    func expel(_ function: String) {
        drivers.removeValue(forKey: function)
    }

    /// Draws what changed in every hosted view, after a callback changed state, as a running app
    /// draws after an event.
    func settle() {
        for driver in drivers.values { _ = driver.settle() }
    }
}
