import Builders

extension KindDescriptor {
    /// List: one item laying out its rows, its children.
    static let list = KindDescriptor(kind: .list, typeNames: ["List"], listRole: .stack, contentPath: "content")
}

extension List: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The List at `index`.
    public func list(_ index: Int? = nil) throws -> InspectableView { try child(.list, index) }
}
