/// Two gestures of which only one is recognised: the first if it succeeds, else the second.
public struct ExclusiveGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// What the gesture recognised reports.
    public enum Value {
        /// The first gesture was recognised.
        case first(First.Value)
        /// The second gesture was recognised.
        case second(Second.Value)
    }

    /// The gesture tried first.
    public var first: First
    /// The gesture recognised when the first fails.
    public var second: Second

    /// Creates the gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension ExclusiveGesture: Sendable where First: Sendable, Second: Sendable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
