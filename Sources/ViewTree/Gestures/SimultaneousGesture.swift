/// Two gestures recognised at the same time, each on its own.
public struct SimultaneousGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// What each gesture reports; nil for one not under way.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?

        /// A value of the two gestures, as the inspector's tests make one to run a gesture's
        /// callbacks with.
        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    /// One of the gestures.
    public var first: First
    /// The other.
    public var second: Second

    /// Creates the gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SimultaneousGesture: Sendable where First: Sendable, Second: Sendable {}
extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
