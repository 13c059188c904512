import Terminal

/// One step of the way a key goes in a running app: it takes the key (and says what it did) or
/// leaves it to the next step (nil). ``ViewRuntime/keyRoutes`` lists the steps in order.
struct KeyRoute: Sendable {
    /// What the step is, for a reader of the list.
    let name: String
    /// Takes `key` in `runtime`, or leaves it (nil).
    let take: @Sendable (_ runtime: ViewRuntime, _ key: Key) -> ViewRuntime.KeyOutcome?

    init(_ name: String, _ take: @escaping @Sendable (_ runtime: ViewRuntime, _ key: Key) -> ViewRuntime.KeyOutcome?) {
        self.name = name
        self.take = take
    }
}
