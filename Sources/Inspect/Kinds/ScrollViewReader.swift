import Builders

extension KindDescriptor {
    /// ScrollViewReader: its content, made by its closure with a proxy, is its child, and its
    /// items join the list of its container, as the items of a view's body do.
    static let scrollViewReader = KindDescriptor(
        kind: .scrollViewReader, typeNames: ["ScrollViewReader"], listRole: .sublist, contentPath: "content", holdsOneView: true)
}

extension ScrollViewReader: ComputedContent {
    var computedContent: Any { content(ScrollViewProxy()) }
}

extension InspectableView {
    /// The ScrollViewReader at `index`.
    public func scrollViewReader(_ index: Int? = nil) throws -> InspectableView { try child(.scrollViewReader, index) }
}
