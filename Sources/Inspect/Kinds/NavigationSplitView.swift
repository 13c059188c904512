import Builders

extension KindDescriptor {
    /// NavigationSplitView: its middle column's views are its children (as ViewInspector reads
    /// them); `sidebarView()` and `detailView()` reach the other columns.
    static let navigationSplitView = KindDescriptor(
        kind: .navigationSplitView, typeNames: ["NavigationSplitView"], listRole: .stack, contentPath: "content",
        supplementaryPaths: [("sidebarView", "sidebar"), ("detailView", "detail")], holdsOneView: true)
}

extension NavigationSplitView: FastContent {
    package var inspectionContent: Any { content }
}

extension InspectableView {
    /// The NavigationSplitView at `index`.
    public func navigationSplitView(_ index: Int? = nil) throws -> InspectableView { try child(.navigationSplitView, index) }

    /// A split view's sidebar column, as ViewInspector's `sidebarView()`.
    public func sidebarView() throws -> InspectableView {
        try requireKind(.navigationSplitView)
        return try supplementary("sidebarView")
    }

    /// A split view's detail column, as ViewInspector's `detailView()`.
    public func detailView() throws -> InspectableView {
        try requireKind(.navigationSplitView)
        return try supplementary("detailView")
    }

    /// The columns a split view shows: its `columnVisibility` binding's value, or `.automatic`
    /// when it keeps its own.
    public func columnVisibility() throws -> NavigationSplitViewVisibility {
        try requireKind(.navigationSplitView)
        let binding = MirrorReader.descendant(value, "columnVisibility", "some") as? Binding<NavigationSplitViewVisibility>
        return binding?.wrappedValue ?? .automatic
    }
}
