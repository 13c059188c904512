import Foundation
import Dispatch

/// Times `body`, `repetitions` times, and returns the median in nanoseconds.
@MainActor func medianNanoseconds(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [UInt64] = []
    for _ in 0..<max(1, repetitions) {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(DispatchTime.now().uptimeNanoseconds - start)
    }
    samples.sort()
    return Double(samples[samples.count / 2])
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
@MainActor func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// A table row: a name, a cost per node and its ratio to a baseline.
@MainActor func report(_ name: String, nanoseconds: Double, nodes: Int, baseline: Double?) {
    let perNode = nanoseconds / Double(nodes)
    let ratio = baseline.map { String(format: "%8.2f×", perNode / ($0 / Double(nodes))) } ?? "         "
    print(String(format: "  %-46@ %12.1f ns/node %@", name as NSString, perNode, ratio))
}
