/// Two gestures in turn: the second is recognised only after the first succeeds.
public struct SequenceGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is under way.
        case first(First.Value)
        /// The first gesture succeeded with its value; the second has its value once it starts.
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after it.
    public var second: Second

    /// Creates the gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension SequenceGesture: Sendable where First: Sendable, Second: Sendable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
