import Foundation

/// The numbers of a test's unnamed snapshots, counted from 1 per key in the order they are
/// taken, for the whole process (tests run in parallel: the count is locked).
final class SnapshotCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for `key`, from 1.
    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = counts[key, default: 0] + 1
        counts[key] = next
        return next
    }
}
