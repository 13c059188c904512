import Builders

extension KindDescriptor {
    /// GridRow: one row of a grid, laying out its cells, its children; its alignment, if it has
    /// one, overrides its grid's.
    static let gridRow = KindDescriptor(
        kind: .gridRow, typeNames: ["GridRow"], listRole: .stack, contentPath: "content", valuePaths: ["alignment": ["alignment"]])
}

extension GridRow: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The GridRow at `index`.
    public func gridRow(_ index: Int? = nil) throws -> InspectableView { try child(.gridRow, index) }
}
