import Builders

extension KindDescriptor {
    /// ControlGroup: one item laying out its controls, its children.
    static let controlGroup = KindDescriptor(kind: .controlGroup, typeNames: ["ControlGroup"], listRole: .stack, contentPath: "content")
}

extension ControlGroup: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The ControlGroup at `index`.
    public func controlGroup(_ index: Int? = nil) throws -> InspectableView { try child(.controlGroup, index) }
}
