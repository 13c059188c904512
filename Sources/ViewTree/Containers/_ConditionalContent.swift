/// The view an `if`/`else` or `switch` in a `@ViewBuilder` block builds: one of two branches.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// The branch that was taken.
    public enum Storage {
        /// The `if` branch (or the first half of a `switch`).
        case trueContent(TrueContent)
        /// The `else` branch (or the second half of a `switch`).
        case falseContent(FalseContent)
    }

    /// The branch that was taken.
    public var storage: Storage

    /// Creates conditional content from the taken branch.
    public init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent.Storage: Sendable where TrueContent: Sendable, FalseContent: Sendable {}
extension _ConditionalContent: Sendable where TrueContent: Sendable, FalseContent: Sendable {}
