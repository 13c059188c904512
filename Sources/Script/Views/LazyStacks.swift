import Builders

// The two lazy stacks: the content, an alignment across the stack's axis, a spacing and the
// pinned views.

extension ViewEntry {
    /// `LazyVStack(alignment:spacing:pinnedViews:) { … }`.
    static let lazyVStack = ViewEntry(name: "LazyVStack", labels: ["alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
        TypedBuilders.lazyVStack(
            try call.content(), alignment: try call.named("alignment", Convert.horizontal) ?? .center,
            spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
    }

    /// `LazyHStack(alignment:spacing:pinnedViews:) { … }`.
    static let lazyHStack = ViewEntry(name: "LazyHStack", labels: ["alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
        TypedBuilders.lazyHStack(
            try call.content(), alignment: try call.named("alignment", Convert.vertical) ?? .center,
            spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
    }
}

extension TypedBuilders {
    static func lazyVStack(_ content: any View, alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View { LazyVStack(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content } }
        return open(content)
    }

    static func lazyHStack(_ content: any View, alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View { LazyHStack(alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content } }
        return open(content)
    }
}
