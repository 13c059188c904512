/// A key for a value that a view carries for its container, such as its tag.
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The modifier that writes a trait value; `tag(_:)` writes ``TagValueTraitKey``.
public struct _TraitWritingModifier<Trait> where Trait: _ViewTraitKey {
    /// The written value; for a tag, `.tagged(v)`.
    public var value: Trait.Value

    /// Creates a trait-writing modifier.
    public init(value: Trait.Value) {
        self.value = value
    }
}

extension _TraitWritingModifier: Sendable where Trait.Value: Sendable {}

/// The trait key of a view's tag, the value a Picker selects by.
public struct TagValueTraitKey<V>: _ViewTraitKey where V: Hashable {
    /// A view's tag, or none.
    public enum Value {
        /// The view has no tag.
        case untagged
        /// The view is tagged with the value.
        case tagged(V)
    }

    /// Views are untagged unless tagged.
    public static var defaultValue: Value { .untagged }
}

extension TagValueTraitKey.Value: Sendable where V: Sendable {}
extension TagValueTraitKey.Value: Equatable {}
