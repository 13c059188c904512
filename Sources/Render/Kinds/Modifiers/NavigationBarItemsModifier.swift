import Builders
import Inspect

extension ModifierDrawing {
    /// `navigationBarItems(leading:trailing:)` (`NavigationBarItemsModifier`): a line of its
    /// leading items at the start and its trailing items at the end, above the view, below the title.
    static let navigationBarItemsModifier = ModifierDrawing(typeNames: ["NavigationBarItemsModifier"]) { builder, node, modifier, site in
        guard let leading = MirrorLabels.value(modifier.value, "leading"), let trailing = MirrorLabels.value(modifier.value, "trailing") else {
            return node
        }
        let ends = try [leading, trailing].enumerated().map { index, items in
            try builder.stacked([site.view.inspectSibling(items, at: "navigationBarItems", index)], depth: site.depth)
        }
        let line = LayoutNode(.hStack(spacing: 1, alignment: .center), [ends[0], LayoutNode(.spacer(minLength: 0)), ends[1]])
        return LayoutBuilder.addLine(line, to: node, isTitle: false)
    }
}
