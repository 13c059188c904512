import Builders

extension KindDescriptor {
    /// ViewThatFits: one item showing the first of its views, its children, that fits.
    static let viewThatFits = KindDescriptor(kind: .viewThatFits, typeNames: ["ViewThatFits"], listRole: .stack, contentPath: "_tree|content")
}

extension ViewThatFits: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension InspectableView {
    /// The ViewThatFits at `index`.
    public func viewThatFits(_ index: Int? = nil) throws -> InspectableView { try child(.viewThatFits, index) }
}
