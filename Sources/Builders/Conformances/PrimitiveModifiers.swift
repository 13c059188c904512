// The primitive modifiers: each is applied by the renderer and has no body.
// Each walks its content with `@inlinable` code (see `_ViewListVisitor`): the
// walk knows statically which traits it writes (a tag hands its tag; the
// others none), and never reports it as a modifier of another module.

extension _TraitWritingModifier: ViewModifier {
    /// A trait-writing modifier is primitive.
    public typealias Body = Never

    /// The content, with the trait handed to the visitor first: a tag's value
    /// reaches `visitTag(_:)` with its static type.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try visitor.visitModifier(self) { (visitor: inout Visitor) throws(Visitor.Failure) in
            Trait._visitValue(value, &visitor)
            try content._visitViewList(&visitor)
        }
    }
}

extension _PaddingLayout: _PrimitiveModifier {}
extension _FrameLayout: _PrimitiveModifier {}
extension _FlexFrameLayout: _PrimitiveModifier {}
extension _BackgroundModifier: ViewModifier, _PrimitiveModifier where Background: View {}
extension _OverlayModifier: ViewModifier, _PrimitiveModifier where Overlay: View {}
extension _EnvironmentKeyWritingModifier: _PrimitiveModifier {}
extension _EnvironmentKeyTransformModifier: _PrimitiveModifier {}
extension _OpacityEffect: _PrimitiveModifier {}
extension AccessibilityAttachmentModifier: _PrimitiveModifier {}
extension AddGestureModifier: _PrimitiveModifier {}
