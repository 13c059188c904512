import Builders

extension KindDescriptor {
    /// GroupBox: one item laying out its content, its children, under its label, reached by `labelView()`.
    static let groupBox = KindDescriptor(
        kind: .groupBox, typeNames: ["GroupBox"], listRole: .stack, contentPath: "content",
        supplementaryPaths: [("labelView", "label")])
}

extension GroupBox: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The GroupBox at `index`.
    public func groupBox(_ index: Int? = nil) throws -> InspectableView { try child(.groupBox, index) }
}
