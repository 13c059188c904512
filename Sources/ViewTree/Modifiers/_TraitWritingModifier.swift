/// A key for a value that a view carries for its container, such as its tag.
public protocol _ViewTraitKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }

    /// Hands `value` to `visitor` if the visitor has a hook for this key:
    /// ``TagValueTraitKey`` hands its tag; other keys hand nothing.
    ///
    /// A static walk calls it with the trait's key type known, so a tag is
    /// read without a cast or a box.
    static nonisolated func _visitValue<Visitor: _ViewTraitVisitor>(_ value: Value, _ visitor: inout Visitor)
}

/// Receives the trait values a static walk of a view tree meets, through
/// ``_ViewTraitKey/_visitValue(_:_:)``.
public protocol _ViewTraitVisitor {
    /// Receives a tag written by `tag(_:)`, with its static type.
    mutating func visitTag<Tag: Hashable>(_ tag: Tag)
}

extension _ViewTraitKey {
    /// A trait a visitor has no hook for hands nothing.
    @inlinable
    public static nonisolated func _visitValue<Visitor: _ViewTraitVisitor>(_ value: Value, _ visitor: inout Visitor) {}
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

    /// Hands the tag to `visitor`; an untagged value hands nothing.
    @inlinable
    public static nonisolated func _visitValue<Visitor: _ViewTraitVisitor>(_ value: Value, _ visitor: inout Visitor) {
        if case .tagged(let tag) = value {
            visitor.visitTag(tag)
        }
    }
}

extension TagValueTraitKey.Value: Sendable where V: Sendable {}
extension TagValueTraitKey.Value: Equatable {}
