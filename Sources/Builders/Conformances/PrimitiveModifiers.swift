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

extension _PaddingLayout: ViewModifier {
    /// Padding is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _FrameLayout: ViewModifier {
    /// A fixed frame is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _FlexFrameLayout: ViewModifier {
    /// A flexible frame is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _BackgroundModifier: ViewModifier where Background: View {
    /// A background is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _OverlayModifier: ViewModifier where Overlay: View {
    /// An overlay is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _EnvironmentKeyWritingModifier: ViewModifier {
    /// Writing an environment value is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _EnvironmentKeyTransformModifier: ViewModifier {
    /// Transforming an environment value is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension _OpacityEffect: ViewModifier {
    /// Opacity is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension AccessibilityAttachmentModifier: ViewModifier {
    /// Attaching accessibility information is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}

extension AddGestureModifier: ViewModifier {
    /// Adding a gesture is primitive.
    public typealias Body = Never

    /// The content; this modifier writes no trait.
    @inlinable
    public func _visitViewList<Modified: View, Visitor: _ViewListVisitor>(content: Modified, _ visitor: inout Visitor) throws(Visitor.Failure) {
        try _visitPrimitiveViewList(content: content, &visitor)
    }
}
