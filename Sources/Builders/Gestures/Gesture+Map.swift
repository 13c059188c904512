extension Gesture {
    /// The gesture, reporting `body` of each of its values instead of the value.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(self, transform: body)
    }
}
