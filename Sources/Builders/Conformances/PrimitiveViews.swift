// The primitive views: each draws itself and has no body.

extension Text: View {
    /// A text is primitive.
    public typealias Body = Never
}

extension Image: View {
    /// An image is primitive.
    public typealias Body = Never
}

extension EmptyView: View {
    /// An empty view is primitive.
    public typealias Body = Never
}

extension Spacer: View {
    /// A spacer is primitive.
    public typealias Body = Never
}

extension Divider: View {
    /// A divider is primitive.
    public typealias Body = Never
}

extension Color: View {
    /// A colour view is primitive.
    public typealias Body = Never
}

extension Rectangle: View {
    /// A rectangle is primitive.
    public typealias Body = Never
}

extension _ShapeView: View {
    /// A shape view is primitive.
    public typealias Body = Never
}

extension AnyView: View {
    /// A type-erased view is primitive: its content is in its storage.
    public typealias Body = Never
}

extension _ViewModifier_Content: View {
    /// The stand-in for modified content is primitive.
    public typealias Body = Never
}
