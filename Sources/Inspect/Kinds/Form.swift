import Builders

extension KindDescriptor {
    /// Form: one item laying out its rows, its children.
    static let form = KindDescriptor(kind: .form, typeNames: ["Form"], listRole: .stack, contentPath: "content")
}

extension Form: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The Form at `index`.
    public func form(_ index: Int? = nil) throws -> InspectableView { try child(.form, index) }
}
