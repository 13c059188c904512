import Foundation

/// What changed since the last frame, collected from any thread: state boxes written,
/// views whose observed objects announced a change. The graph drains it on its own thread.
final class Invalidations: @unchecked Sendable {
    private let lock = NSLock()
    private var locations: [ObjectIdentifier] = []
    private var nodes: [ObjectIdentifier] = []
    private var layouts: [ObjectIdentifier] = []
    private var pending = false
    private var wake: (@Sendable () -> Void)?

    /// A state box was written.
    func locationChanged(_ location: ObjectIdentifier) {
        record { locations.append(location) }
    }

    /// A view's observed object (an `@Observable` model or an `ObservableObject`) changed.
    func invalidate(_ node: ObjectIdentifier) {
        record { nodes.append(node) }
    }

    /// A model read while a view's subtree was built (not by its body) changed: the subtree is
    /// built again, the body is not evaluated again.
    func invalidateLayout(_ node: ObjectIdentifier) {
        record { layouts.append(node) }
    }

    /// Asks for a frame without invalidating any body (focus moved, window resized).
    func requestFrame() {
        record {}
    }

    /// Runs `change` under the lock, marks a frame pending, and wakes the loop (outside the lock)
    /// if it was not pending already.
    private func record(_ change: () -> Void) {
        lock.lock()
        change()
        let wake = markPending()
        lock.unlock()
        wake?()
    }

    /// Whether anything asks for a frame.
    var isPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending
    }

    /// Takes what was collected, and clears it.
    func drain() -> (locations: [ObjectIdentifier], nodes: [ObjectIdentifier], layouts: [ObjectIdentifier], pending: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let taken = (locations, nodes, layouts, pending)
        locations.removeAll()
        nodes.removeAll()
        layouts.removeAll()
        pending = false
        return taken
    }

    /// Sets what to call (once per idle-to-pending change) when a frame becomes needed.
    func onPending(_ wake: (@Sendable () -> Void)?) {
        lock.lock()
        self.wake = wake
        lock.unlock()
    }

    /// Marks a frame needed; returns the wake-up to call (outside the lock) when it was not already.
    private func markPending() -> (@Sendable () -> Void)? {
        guard !pending else { return nil }
        pending = true
        return wake
    }
}
