extension AnyView {
    /// Wraps `view`, hiding its type; an AnyView is not wrapped twice.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self = erased
        } else {
            self.init(storage: AnyViewStorage(view))
        }
    }

    /// Wraps `view`, hiding its type.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }
}
