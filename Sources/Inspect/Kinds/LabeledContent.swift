import Builders

extension KindDescriptor {
    /// LabeledContent: a control showing its content, its children, beside its label, reached by `labelView()`.
    static let labeledContent = KindDescriptor(
        kind: .labeledContent, typeNames: ["LabeledContent"], listRole: .control, contentPath: "content",
        supplementaryPaths: [("labelView", "label")])
}

extension LabeledContent: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The LabeledContent at `index`.
    public func labeledContent(_ index: Int? = nil) throws -> InspectableView { try child(.labeledContent, index) }
}
