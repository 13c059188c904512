import Builders

extension KindDescriptor {
    /// GeometryReader: one item laying out its content, made by its closure for an empty space
    /// (the proxy ViewInspector hands over); that content is its one child.
    static let geometryReader = KindDescriptor(
        kind: .geometryReader, typeNames: ["GeometryReader"], listRole: .stack, contentPath: "content", holdsOneView: true)
}

extension GeometryReader: ComputedContent {
    var computedContent: Any { content(GeometryProxy()) }
}

extension InspectableView {
    /// The GeometryReader at `index`.
    public func geometryReader(_ index: Int? = nil) throws -> InspectableView { try child(.geometryReader, index) }
}
