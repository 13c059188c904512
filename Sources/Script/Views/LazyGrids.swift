import Builders

// The two lazy grids: the content, the grid items of the grid's columns or rows, an alignment,
// a spacing and the pinned views.

extension ViewEntry {
    /// `LazyVGrid(columns:alignment:spacing:pinnedViews:) { … }`.
    static let lazyVGrid = ViewEntry(name: "LazyVGrid", labels: ["columns", "alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
        guard let columns = call.arguments.named("columns") else { throw call.missing("'columns:', as LazyVGrid(columns: [GridItem(.flexible())]) { … }") }
        return TypedBuilders.lazyVGrid(
            try call.content(), columns: try Convert.gridItems(try call.value(columns), at: columns.location), alignment: try call.named("alignment", Convert.horizontal) ?? .center,
            spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
    }

    /// `LazyHGrid(rows:alignment:spacing:pinnedViews:) { … }`.
    static let lazyHGrid = ViewEntry(name: "LazyHGrid", labels: ["rows", "alignment", "spacing", "pinnedViews", "content"], unlabelled: 1) { call in
        guard let rows = call.arguments.named("rows") else { throw call.missing("'rows:', as LazyHGrid(rows: [GridItem(.flexible())]) { … }") }
        return TypedBuilders.lazyHGrid(
            try call.content(), rows: try Convert.gridItems(try call.value(rows), at: rows.location), alignment: try call.named("alignment", Convert.vertical) ?? .center,
            spacing: try call.named("spacing", Convert.optionalLength) ?? nil, pinnedViews: try call.named("pinnedViews", Convert.pinnedViews) ?? [])
    }
}

extension TypedBuilders {
    static func lazyVGrid(_ content: any View, columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View {
            LazyVGrid(columns: columns, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content }
        }
        return open(content)
    }

    static func lazyHGrid(_ content: any View, rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, pinnedViews: PinnedScrollableViews) -> any View {
        func open<C: View>(_ content: C) -> any View {
            LazyHGrid(rows: rows, alignment: alignment, spacing: spacing, pinnedViews: pinnedViews) { content }
        }
        return open(content)
    }
}
