import Builders
import Inspect

extension ModifierDrawing {
    /// `navigationBarItems(leading:trailing:)` (`NavigationBarItemsModifier`): its leading items at
    /// the start of the navigation bar and its trailing items at the end.
    static let navigationBarItemsModifier = ModifierDrawing(typeNames: ["NavigationBarItemsModifier"]) { builder, node, modifier, site in
        guard let leading = MirrorLabels.value(modifier.value, "leading"), let trailing = MirrorLabels.value(modifier.value, "trailing") else {
            return node
        }
        let ends = try [leading, trailing].enumerated().map { index, items in
            try builder.stacked([site.view.inspectSibling(items, at: "navigationBarItems", index)], depth: site.depth)
        }
        return LayoutBuilder.addBarPart(.trailing([ends[1]]), to: LayoutBuilder.addBarPart(.leading([ends[0]]), to: node))
    }
}
