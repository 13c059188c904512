import Builders

extension KindDescriptor {
    /// Grid: one item laying out its rows, its children.
    static let grid = KindDescriptor(
        kind: .grid, typeNames: ["Grid"], listRole: .stack, contentPath: "_tree|content",
        valuePaths: ["alignment": ["_tree|root|alignment"]])
}

extension Grid: FastContent {
    package var inspectionContent: Any { _tree.content }
}

extension InspectableView {
    /// The Grid at `index`.
    public func grid(_ index: Int? = nil) throws -> InspectableView { try child(.grid, index) }

    /// A Grid's gap between columns, as ViewInspector's `horizontalSpacing()`: nil for the default.
    public func horizontalSpacing() throws -> CGFloat? {
        try requireKind(.grid)
        return try optionalValue(at: "_tree|root|horizontalSpacing", as: CGFloat.self)
    }

    /// A Grid's gap between rows, as ViewInspector's `verticalSpacing()`: nil for the default.
    public func verticalSpacing() throws -> CGFloat? {
        try requireKind(.grid)
        return try optionalValue(at: "_tree|root|verticalSpacing", as: CGFloat.self)
    }
}
