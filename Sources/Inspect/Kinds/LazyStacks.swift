import Builders

// The lazy stacks share one shape: their views at `tree|content`, their layout at `tree|root|base`.

extension KindDescriptor {
    /// LazyVStack: one item laying out its views in a column, made as they are shown.
    static let lazyVStack = KindDescriptor(
        kind: .lazyVStack, typeNames: ["LazyVStack"], listRole: .stack, contentPath: "tree|content",
        valuePaths: [
            "spacing": ["tree|root|base|spacing"], "alignment": ["tree|root|base|alignment"], "pinnedViews": ["tree|root|pinnedViews"],
        ])

    /// LazyHStack: one item laying out its views in a row, made as they are shown.
    static let lazyHStack = KindDescriptor(
        kind: .lazyHStack, typeNames: ["LazyHStack"], listRole: .stack, contentPath: "tree|content",
        valuePaths: [
            "spacing": ["tree|root|base|spacing"], "alignment": ["tree|root|base|alignment"], "pinnedViews": ["tree|root|pinnedViews"],
        ])
}

extension LazyVStack: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension LazyHStack: FastContent {
    package var inspectionContent: Any { tree.content }
}

extension InspectableView {
    /// The LazyVStack at `index`.
    public func lazyVStack(_ index: Int? = nil) throws -> InspectableView { try child(.lazyVStack, index) }
    /// The LazyHStack at `index`.
    public func lazyHStack(_ index: Int? = nil) throws -> InspectableView { try child(.lazyHStack, index) }
}
