import Builders
import Inspect

// Toolbars: `toolbar { }` (`ToolbarModifier`) draws a line of its items above the view, leading
// items at the start and the others at the end; `ToolbarItem` and `ToolbarItemGroup` are their
// items in a row.

extension KindDrawing {
    /// A toolbar's items in a row, a column apart.
    private static let toolbarItems = KindDrawing(isHeldByModifier: true) { builder, view, depth in
        LayoutNode(.hStack(spacing: 1, alignment: .center), try builder.items(of: view, depth: depth))
    }

    /// `ToolbarItem`: its content.
    static let toolbarItem = toolbarItems
    /// `ToolbarItemGroup`: its items in a row.
    static let toolbarItemGroup = toolbarItems
    /// The items of a `toolbar { }`, reached by `toolbar()`.
    static let toolbar = toolbarItems
}

extension ModifierDrawing {
    /// `toolbar { }` (`ToolbarModifier`): its line of items above the view, below the title.
    static let toolbarModifier = ModifierDrawing(typeNames: ["ToolbarModifier"]) { builder, node, modifier, site in
        guard modifier.name == "toolbar", let content = MirrorLabels.value(modifier.value, "content"),
              !LayoutBuilder.hidesNavigationBar(site.view) else { return node }
        let line = try builder.toolbarLine(site.view.inspectSibling(content, at: "toolbar", site.slot), depth: site.depth)
        return LayoutBuilder.addLine(line, to: node, isTitle: false)
    }
}

extension LayoutBuilder {
    /// A toolbar's items in one line: leading ones at the start, the others at the end.
    fileprivate func toolbarLine(_ toolbar: InspectableView, depth: Int) throws -> LayoutNode {
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []
        // One item is the toolbar's root itself; several are the items of its view list.
        let items = toolbar.kind == .toolbarItem || toolbar.kind == .toolbarItemGroup ? [toolbar] : try toolbar.viewList()
        for item in items {
            let placement = try? item.placement()
            let node = try build(item, depth: depth + 1)
            if let placement, Self.leadingPlacements.contains(placement) {
                leading.append(node)
            } else {
                trailing.append(node)
            }
        }
        return LayoutNode(.hStack(spacing: 1, alignment: .center), leading + [LayoutNode(.spacer(minLength: 0))] + trailing)
    }

    private static let leadingPlacements: Set<ToolbarItemPlacement> = [.navigationBarLeading, .topBarLeading, .cancellationAction, .navigation]
}
