// MARK: Animations, transactions and transitions. On Linux a change is drawn at once in its
// final state; these modifiers keep what the app asked for, for the inspector to read.

extension View {
    /// Animates the changes below with `animation` when `value` changes.
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationModifier<V>> {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change below with `animation` (deprecated in SwiftUI for
    /// `animation(_:value:)`): a transaction modifier setting the animation, as SwiftUI's is.
    @_disfavoredOverload
    public nonisolated func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Changes the transaction of the changes below with `transform`.
    public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Changes the transaction of the changes below with `transform` when `value` changes.
    public nonisolated func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _ValueTransactionModifier<V>> {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Shows the view coming in and going out with `t`.
    public nonisolated func transition(_ t: AnyTransition) -> ModifiedContent<Self, _TraitWritingModifier<TransitionTraitKey>> {
        modifier(_TraitWritingModifier(value: t))
    }

    /// Shows the changes of the view's content (a number counting…) with `transition`.
    public nonisolated func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ContentTransition>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.contentTransition, value: transition))
    }
}

extension _AnimationModifier: ViewModifier, _PrimitiveModifier {}
extension _TransactionModifier: _PrimitiveModifier {}
extension _ValueTransactionModifier: ViewModifier, _PrimitiveModifier {}
