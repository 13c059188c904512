extension View {
    /// Tags the view with a value, which a Picker selects it by.
    ///
    /// The classic SwiftUI layout: one `_TraitWritingModifier<TagValueTraitKey<V>>`
    /// whose value is `.tagged(tag)`.
    public nonisolated func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TraitWritingModifier<TagValueTraitKey<V>>> {
        modifier(_TraitWritingModifier(value: .tagged(tag)))
    }
}

extension _TraitWritingModifier: ViewModifier {
    /// A trait-writing modifier is primitive.
    public typealias Body = Never

    /// The content, with the trait handed to the visitor first: a tag's value
    /// reaches `visitTag(_:)` with its static type.
    @inlinable
    public nonisolated func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitModifier(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            Trait._visitValue(value, &visitor)
            try content._visitViewList(&visitor)
        }
    }
}
