// The containers: views made of other views. Each is primitive (no body); its
// children are in its stored properties.

extension TupleView: View {
    /// A tuple of views is primitive.
    public typealias Body = Never
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content is primitive.
    public typealias Body = Never
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Conditional content is primitive.
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    /// An optional view is primitive: it shows its wrapped view, or nothing.
    public typealias Body = Never
}

extension Group: View where Content: View {
    /// A group is primitive.
    public typealias Body = Never
}

extension ForEach: View where Content: View {
    /// A ForEach is primitive.
    public typealias Body = Never
}

extension HStack: View where Content: View {
    /// A stack is primitive.
    public typealias Body = Never
}

extension VStack: View where Content: View {
    /// A stack is primitive.
    public typealias Body = Never
}

extension ZStack: View where Content: View {
    /// A stack is primitive.
    public typealias Body = Never
}

extension IDView: View where Content: View {
    /// An identified view is primitive.
    public typealias Body = Never
}

extension Button: View where Label: View {
    /// A button is primitive.
    public typealias Body = Never
}

extension Toggle: View where Label: View {
    /// A toggle is primitive.
    public typealias Body = Never
}
