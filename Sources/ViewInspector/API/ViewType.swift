import Builders
import Inspect

/// ViewInspector's namespace of view types, for the nested types its users' tests name beyond
/// the kinds (`ViewType.Button.self` is ``Inspect/ViewKind/button`` here): a timeline's context.
public enum ViewType {
    /// `TimelineView`'s types.
    public enum TimelineView {
        /// The context a timeline's content is made from: every timeline view's `Context`.
        public typealias Context = TimelineViewDefaultContext
    }
}

extension TimelineView {
    /// `context` as this timeline's `Context` type, which every timeline view shares; throws a
    /// type mismatch for a `T` that is not it.
    public static func adapt<T>(context: ViewType.TimelineView.Context, to type: T.Type) throws -> T {
        try Inspector.cast(value: context, type: type)
    }
}
