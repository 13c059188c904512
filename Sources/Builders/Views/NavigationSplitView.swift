extension NavigationSplitView where Sidebar: View, Content: View, Detail: View {
    /// Creates a split view of three columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self = .make(columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a split view of three columns whose shown columns `columnVisibility` binds.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self = .make(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a split view of three columns with the bindings of its shown columns and of the
    /// column a narrow screen prefers.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self = .make(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn,
            sidebar: sidebar(), content: content(), detail: detail())
    }
}

extension NavigationSplitView where Sidebar: View, Content == EmptyView, Detail: View {
    /// Creates a split view of two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self = .make(columnVisibility: nil, preferredCompactColumn: nil, sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a split view of two columns whose shown columns `columnVisibility` binds.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self = .make(columnVisibility: columnVisibility, preferredCompactColumn: nil, sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// Creates a split view of two columns with the bindings of its shown columns and of the
    /// column a narrow screen prefers.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self = .make(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn,
            sidebar: sidebar(), content: EmptyView(), detail: detail())
    }
}

extension NavigationSplitView: View, _LayoutView where Sidebar: View, Content: View, Detail: View {
    /// The middle column: its children, as ViewInspector reads them (the sidebar and detail are
    /// reached by their own steps).
    @inlinable public nonisolated var _layoutContent: Content { content }
}
