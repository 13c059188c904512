/// A tap, or `count` taps in a row.
public struct TapGesture: Gesture, Sendable {
    /// What a tap reports: nothing.
    public typealias Value = Void
    /// How many taps the gesture needs.
    public var count: Int

    /// Creates a tap gesture.
    public init(count: Int = 1) {
        self.count = count
    }
}
