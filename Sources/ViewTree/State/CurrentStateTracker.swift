/// The state tracker of the body or subtree a running app is evaluating on this thread, for
/// boxes that no view owns but many views read — ReflectionUI's `Ref`.
///
/// Observation reports a read to every `withObservationTracking` scope around it, so a value
/// read by a row would count as read by every view containing the row, and a write to it would
/// lay them all out again. A box that asks ``current`` instead reports its reads to the tracker,
/// which counts them for the innermost view only, as it does for `@State`, and the box tells the
/// trackers that read it when it is written (``StateTracker/stateDidChange(_:)``).
package final class CurrentStateTracker: @unchecked Sendable {
    /// The tracker of the innermost body or subtree being evaluated on this thread, if any.
    @TaskLocal package static var current: CurrentStateTracker?

    /// The tracker (held weakly: the running app owns it).
    package private(set) weak var tracker: (any StateTracker)?

    /// A handle on `tracker`, to set as ``current`` while it evaluates.
    package init(_ tracker: any StateTracker) {
        self.tracker = tracker
    }
}
