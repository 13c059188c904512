/// A view that shows nothing; an empty `@ViewBuilder` block builds one.
public struct EmptyView: Sendable {
    /// Creates an empty view.
    public init() {}
}
