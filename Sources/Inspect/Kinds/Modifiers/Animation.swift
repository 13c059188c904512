import Builders

// Animations, transactions and transitions: `animation(_:value:)` (`_AnimationModifier`),
// `transaction(_:)` and the deprecated `animation(_:)` (`_TransactionModifier`, whose
// transform sets the animation), `transaction(value:_:)` (`_ValueTransactionModifier`),
// `transition(_:)` (a trait written by `TransitionTraitKey`) and `contentTransition(_:)` (an
// environment write, named in `Environment.swift`). Nothing animates on Linux; the verbs read
// what the app asked for.

extension ModifierDescriptor {
    /// `animation(_:value:)`.
    static let animation = ModifierDescriptor(typeNames: ["_AnimationModifier"], method: "animation")
    /// `transaction(_:)`, and the deprecated `animation(_:)` made of it.
    static let transaction = ModifierDescriptor(typeNames: ["_TransactionModifier", "_ValueTransactionModifier"], method: "transaction")
    /// `transition(_:)`, a trait written by key.
    static let transition = ModifierDescriptor(typeNames: ["TransitionTraitKey"], method: "transition")
}

extension InspectableView {
    /// The animation the view's innermost `animation(_:value:)` gives its changes, or, without
    /// one, the animation the innermost `transaction(_:)` (or deprecated `animation(_:)`) sets;
    /// nil for `animation(nil, value:)`.
    public func animation() throws -> Animation? {
        if let modifier = modifiers(where: { $0.hasPrefix("_AnimationModifier<") }).first {
            return MirrorReader.descendant(modifier, "animation") as? Animation
        }
        guard let transaction = transactionAfterTransforms() else {
            throw InspectionError.attributeNotFound("the modifier animation(_:value:)", in: typeName, path: place)
        }
        return transaction.animation
    }

    /// The value the view's innermost `animation(_:value:)` watches.
    public func animationValue<V>(_ type: V.Type = V.self) throws -> V {
        try modifierAttribute("_AnimationModifier<", "value", V.self, call: "animation(_:value:)")
    }

    /// Runs the transform of the view's innermost `transaction(_:)`, as ViewInspector's `callTransaction()`.
    public func callTransaction() throws {
        guard transactionAfterTransforms() != nil else {
            throw InspectionError.attributeNotFound("the modifier transaction(_:)", in: typeName, path: place)
        }
    }

    /// The transaction the view's innermost `transaction(_:)` (or `transaction(value:_:)`) makes
    /// of a transaction without animation; a view whose kind holds a transaction of its own (its
    /// descriptor's `valuePaths` name it: an image loaded from a URL) gives that one, as in
    /// ViewInspector.
    public func transaction() throws -> Transaction {
        if let own = kind.descriptor.valuePaths["transaction"]?.lazy.compactMap({ MirrorReader.descendant(self.value, path: $0) as? Transaction }).first {
            return own
        }
        guard let transaction = transactionAfterTransforms() else {
            throw InspectionError.attributeNotFound("the modifier transaction(_:)", in: typeName, path: place)
        }
        return transaction
    }

    /// The transition `transition(_:)` gives the view.
    public func transition() throws -> AnyTransition {
        try modifierAttribute("_TraitWritingModifier<TransitionTraitKey>", "value", AnyTransition.self, call: "transition(_:)")
    }

    /// The content transition `contentTransition(_:)` sets on this view or one containing it (the innermost).
    public func contentTransition() throws -> ContentTransition {
        guard let written = environmentWrite(\EnvironmentValues.contentTransition), let transition = written else {
            throw InspectionError.attributeNotFound("the modifier contentTransition(_:)", in: typeName, path: place)
        }
        return transition
    }

    /// A transaction without animation, changed by the transform of the view's innermost
    /// transaction modifier; nil when it has none.
    private func transactionAfterTransforms() -> Transaction? {
        for modifier in modifierValues {
            let name = context.types.baseName(of: Swift.type(of: modifier))
            guard name == "_TransactionModifier" || name == "_ValueTransactionModifier",
                  let transform = MirrorReader.descendant(modifier, "transform") as? (inout Transaction) -> Void
            else { continue }
            var transaction = Transaction()
            transform(&transaction)
            return transaction
        }
        return nil
    }
}
