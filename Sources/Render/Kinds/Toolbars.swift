import Builders
import Inspect

// Toolbars: `toolbar { }` (`ToolbarModifier`) puts its items where SwiftUI puts them on a compact
// screen (``NavigationBars``): the navigation bar's leading end (`.topBarLeading`,
// `.navigationBarLeading`, `.cancellationAction`, `.navigation`), its middle (`.principal`), its
// trailing end (the other placements, `.automatic` among them), the bottom bar (`.bottomBar`) and
// its middle (`.status`). `.keyboard` items, which SwiftUI shows above the software keyboard
// while a field is edited, are in the bottom bar: a terminal's keyboard is always there, and so
// are they. `ToolbarItem` and `ToolbarItemGroup` are their items in a row.

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
    /// `toolbar { }` (`ToolbarModifier`): its items in the navigation bar and the bottom bar.
    static let toolbarModifier = ModifierDrawing(typeNames: ["ToolbarModifier"]) { builder, node, modifier, site in
        guard modifier.name == "toolbar", let content = MirrorLabels.value(modifier.value, "content"),
              !LayoutBuilder.hidesNavigationBar(site.view) else { return node }
        let toolbar = site.view.inspectSibling(content, at: "toolbar", site.slot)
        // One item is the toolbar's root itself; several are the items of its view list.
        let items = toolbar.kind == .toolbarItem || toolbar.kind == .toolbarItemGroup ? [toolbar] : try toolbar.viewList()
        var result = node
        for item in items {
            let placement = (try? item.placement()) ?? .automatic
            let built = [try builder.build(item, depth: site.depth + 1)]
            let part: NavigationBars.Part = switch placement {
            case .navigationBarLeading, .topBarLeading, .cancellationAction, .navigation: .leading(built)
            case .principal: .principal(built)
            case .bottomBar, .keyboard: .bottom(built)
            case .status: .status(built)
            default: .trailing(built)
            }
            result = LayoutBuilder.addBarPart(part, to: result)
        }
        return result
    }
}
