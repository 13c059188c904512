import Builders

// The lazy grids share one shape: their views at `tree|content`, their layout at `tree|root`.

extension KindDescriptor {
    /// LazyVGrid: one item laying out its views in columns, made as they are shown.
    static let lazyVGrid = KindDescriptor(
        kind: .lazyVGrid, typeNames: ["LazyVGrid"], listRole: .stack, contentPath: "tree|content",
        valuePaths: ["spacing": ["tree|root|spacing"], "alignment": ["tree|root|alignment"], "pinnedViews": ["tree|root|pinnedViews"]])

    /// LazyHGrid: one item laying out its views in rows, made as they are shown.
    static let lazyHGrid = KindDescriptor(
        kind: .lazyHGrid, typeNames: ["LazyHGrid"], listRole: .stack, contentPath: "tree|content",
        valuePaths: ["spacing": ["tree|root|spacing"], "alignment": ["tree|root|alignment"], "pinnedViews": ["tree|root|pinnedViews"]])
}

extension LazyVGrid: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension LazyHGrid: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension InspectableView {
    /// The LazyVGrid at `index`.
    public func lazyVGrid(_ index: Int? = nil) throws -> InspectableView { try child(.lazyVGrid, index) }
    /// The LazyHGrid at `index`.
    public func lazyHGrid(_ index: Int? = nil) throws -> InspectableView { try child(.lazyHGrid, index) }

    /// A LazyVGrid's columns, as ViewInspector's `columns()`.
    public func columns() throws -> [GridItem] {
        try requireKind(.lazyVGrid)
        return try storedValue(at: "tree|root|columns", as: [GridItem].self)
    }

    /// A LazyHGrid's rows, as ViewInspector's `rows()`.
    public func rows() throws -> [GridItem] {
        try requireKind(.lazyHGrid)
        return try storedValue(at: "tree|root|rows", as: [GridItem].self)
    }
}
