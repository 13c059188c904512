// The primitive modifiers: each is applied by the renderer and has no body.

extension _TraitWritingModifier: ViewModifier {
    /// A trait-writing modifier is primitive.
    public typealias Body = Never
}

extension _PaddingLayout: ViewModifier {
    /// Padding is primitive.
    public typealias Body = Never
}

extension _FrameLayout: ViewModifier {
    /// A fixed frame is primitive.
    public typealias Body = Never
}

extension _FlexFrameLayout: ViewModifier {
    /// A flexible frame is primitive.
    public typealias Body = Never
}

extension _BackgroundModifier: ViewModifier where Background: View {
    /// A background is primitive.
    public typealias Body = Never
}

extension _OverlayModifier: ViewModifier where Overlay: View {
    /// An overlay is primitive.
    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: ViewModifier {
    /// Writing an environment value is primitive.
    public typealias Body = Never
}

extension _EnvironmentKeyTransformModifier: ViewModifier {
    /// Transforming an environment value is primitive.
    public typealias Body = Never
}

extension _OpacityEffect: ViewModifier {
    /// Opacity is primitive.
    public typealias Body = Never
}

extension AccessibilityAttachmentModifier: ViewModifier {
    /// Attaching accessibility information is primitive.
    public typealias Body = Never
}

extension AddGestureModifier: ViewModifier {
    /// Adding a gesture is primitive.
    public typealias Body = Never
}
