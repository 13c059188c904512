extension Published {
    /// The publisher of a `@Published` property's values (`$name`), as Combine's: the value when
    /// subscribed, then each new value as it is set, before it is stored; it never fails.
    public struct Publisher: CombineCore.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        /// Attaches `subscriber`: it receives the property's value, then each new one.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let box = box
            box.subscriberList().attach(subscriber, initial: { box.value })
        }

        /// Sets the property to each value `upstream` sends, for as long as the property lasts
        /// (what `assign(to: &$name)` does; the property announces each change as when set).
        package func assign<Upstream: CombineCore.Publisher>(from upstream: Upstream) where Upstream.Output == Value, Upstream.Failure == Never {
            let box = box
            box.keep(upstream.sink { [weak box] value in box?.set(value, announcing: box?.publisher) })
        }
    }
}
