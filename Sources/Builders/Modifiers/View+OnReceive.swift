extension View {
    /// Runs `action` with each value `publisher` sends while the view is shown: a running app
    /// subscribes when the view appears and cancels when it goes away. A timer's values come on
    /// the app's loop, between frames; a publisher sent to from another thread should be
    /// received on the main queue (`.receive(on: DispatchQueue.main)`), which is that loop.
    ///
    ///     Text("\(remaining) s")
    ///         .onReceive(timer) { _ in remaining -= 1 }
    public nonisolated func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> SubscriptionView<P, Self> where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}
