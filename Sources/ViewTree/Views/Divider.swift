/// A line that separates content: horizontal in a VStack, vertical in an HStack.
public struct Divider: Sendable {
    /// Creates a divider.
    public init() {}
}
