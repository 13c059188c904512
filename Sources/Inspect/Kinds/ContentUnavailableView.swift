import Builders

extension KindDescriptor {
    /// ContentUnavailableView: a control named by its label (`labelView()`), with its description
    /// (`descriptionView()`) beside it; its actions are its children.
    static let contentUnavailableView = KindDescriptor(
        kind: .contentUnavailableView, typeNames: ["ContentUnavailableView"], listRole: .control, contentPath: "actions",
        supplementaryPaths: [("labelView", "label"), ("descriptionView", "description")])
}

extension ContentUnavailableView: FastContent {
    package var inspectionContent: Any { actions }
}

extension InspectableView {
    /// The ContentUnavailableView at `index`.
    public func contentUnavailableView(_ index: Int? = nil) throws -> InspectableView { try child(.contentUnavailableView, index) }

    /// The description of a ContentUnavailableView.
    public func descriptionView() throws -> InspectableView {
        try supplementary("descriptionView")
    }
}
