/// A view made of several views: what a `@ViewBuilder` block of two or more children builds.
///
/// `value` is the tuple of children, labelled `.0`, `.1`, … under Mirror.
public struct TupleView<T> {
    /// The children, as a tuple.
    public var value: T

    /// Creates a view from a tuple of views.
    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: Sendable where T: Sendable {}
