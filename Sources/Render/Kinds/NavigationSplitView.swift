import Builders
import Inspect

// `NavigationSplitView`: its columns side by side, a vertical rule between them, as a wide
// screen shows them; `columnVisibility` leaves out the columns it hides.

extension KindDrawing {
    /// `NavigationSplitView`: its shown columns (sidebar, content, detail) in a row.
    static let navigationSplitView = KindDrawing { builder, view, depth in
        let sidebar = try view.sidebarView()
        let detail = try view.detailView()
        let content = try view.children().filter { $0.kind != .emptyView }
        let visibility = (try? view.columnVisibility()) ?? .automatic
        var columns: [[InspectableView]] = []
        switch visibility {
        case .detailOnly:
            columns = [[detail]]
        case .doubleColumn:
            columns = content.isEmpty ? [[sidebar], [detail]] : [content, [detail]]
        default:
            columns = content.isEmpty ? [[sidebar], [detail]] : [[sidebar], content, [detail]]
        }
        var nodes: [LayoutNode] = []
        for (index, column) in columns.enumerated() {
            if index > 0 { nodes.append(LayoutNode(.divider)) }
            nodes.append(try builder.column(column, depth: depth))
        }
        return LayoutNode(.hStack(spacing: 1, alignment: .top), nodes)
    }
}
