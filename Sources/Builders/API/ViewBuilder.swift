/// The result builder that turns a block of views into one view, as SwiftUI's does.
///
/// - An empty block builds ``EmptyView``, one child builds the child itself,
///   and two or more build a ``TupleView`` of all of them (no limit on their number).
/// - `if` builds `Optional`, `if`/`else` and `switch` build ``_ConditionalContent``,
///   and `if #available` builds ``AnyView``.
/// - Anything that is not a view is refused with a clear compiler message.
@resultBuilder
public enum ViewBuilder {
    /// Builds a view from an expression in the block.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// Refuses an expression that is not a view.
    @available(*, unavailable, message: "only views can appear in a @ViewBuilder block; this expression is not a View")
    public static func buildExpression<Value>(_ value: Value) -> EmptyView {
        EmptyView()
    }

    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one child builds the child itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of two or more children builds a ``TupleView`` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An `if` without `else` builds an optional view: nil when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// An `if` without `else` builds an optional view: nil when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else` or the first half of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or the second half of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The body of an `if #available` erases its type, as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
