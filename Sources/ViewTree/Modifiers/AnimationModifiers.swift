// MARK: The modifiers of animations and transitions. On Linux a change is drawn at once in its
// final state: these keep what the app asked for, for the inspector to read.

/// The modifier `animation(_:value:)` applies: changes below run with `animation` when `value` changes.
public struct _AnimationModifier<Value> where Value: Equatable {
    /// The animation; nil for none.
    public var animation: Animation?
    /// The value whose changes are animated.
    public var value: Value

    /// Creates the modifier.
    public init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }
}

extension _AnimationModifier: Sendable where Value: Sendable {}

/// The modifier `transaction(_:)` (and the deprecated `animation(_:)`) applies: `transform`
/// changes the transaction of the changes below.
public struct _TransactionModifier {
    /// The change made to the transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates the modifier.
    public init(transform: @escaping (inout Transaction) -> Void) {
        self.transform = transform
    }
}

/// The modifier `transaction(value:_:)` applies: `transform` changes the transaction of the
/// changes below when `value` changes.
public struct _ValueTransactionModifier<Value> where Value: Equatable {
    /// The value whose changes the transform applies to.
    public var value: Value
    /// The change made to the transaction.
    public var transform: (inout Transaction) -> Void

    /// Creates the modifier.
    public init(value: Value, transform: @escaping (inout Transaction) -> Void) {
        self.value = value
        self.transform = transform
    }
}

/// The trait `transition(_:)` writes: how the view comes in and goes out.
public struct TransitionTraitKey: _ViewTraitKey {
    /// A view fades in and out unless given another transition.
    public static var defaultValue: AnyTransition { .opacity }
}
