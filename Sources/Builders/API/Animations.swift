// MARK: Running a change with an animation or a transaction. On Linux the change is made at
// once and the next frame draws its final state: nothing moves on screen.

/// Runs `body`, whose state changes SwiftUI would animate with `animation`, and returns its result.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion`, at once: the animation is over
/// as soon as it starts.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}

/// Runs `body`, whose state changes take place in `transaction`, and returns its result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in a transaction whose value at `keyPath` is `value`, and returns its result.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// When an animation started with a completion counts as complete.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    private let isRemoved: Bool

    /// When the animation has reached its final value.
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
    /// When the animation has stopped affecting anything.
    public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

extension Binding {
    /// This binding, its changes animated with `animation` (drawn at once on Linux).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// This binding, its changes made in `transaction` (drawn at once on Linux).
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: getValue, set: setValue)
    }
}
