import Foundation

/// One number on the dashboard, and how it moved since the last reading.
struct Metric: Identifiable, Equatable, Sendable {
    let id: String
    let title: String
    let value: Int
    let change: Int

    var trend: String {
        change > 0 ? "▲ \(change)" : change < 0 ? "▼ \(-change)" : "="
    }
}

/// Where the readings come from: a stand-in for a web service, answering after a pause. It
/// works on the main actor, as the model that asks it does.
@MainActor
struct MetricsFeed {
    /// The readings of the `round`-th fetch.
    func readings(round: Int) async -> [Metric] {
        await Task.yield()
        return [
            Metric(id: "visitors", title: "Visitors", value: 1200 + 40 * round, change: 40),
            Metric(id: "signups", title: "Sign-ups", value: 86 + round, change: 1),
            Metric(id: "errors", title: "Errors", value: max(12 - 3 * round, 0), change: round < 4 ? -3 : 0),
            Metric(id: "latency", title: "Latency ms", value: 210, change: 0),
        ]
    }
}
