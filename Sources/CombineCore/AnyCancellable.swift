import Foundation

/// A subscription, as Combine's: cancelled by ``cancel()`` or when released, so that keeping
/// the token (`.store(in: &cancellables)`) keeps the subscription.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// A token that cancels `canceller` once, when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    /// Ends the subscription.
    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Keeps the token in `set`, as `.store(in: &cancellables)`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the token in `collection` (an array of tokens), as `.store(in: &cancellables)`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    deinit {
        cancel()
    }

    /// Tokens are equal when they are the same token.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
