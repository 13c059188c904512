import Builders
import Inspect

extension ModifierDrawing {
    /// `navigationTitle(_:)` (`NavigationPropertiesModifier`): a bold title line above the view,
    /// or in the middle of its navigation bar when `navigationBarTitleDisplayMode(.inline)` is set
    /// on the same view (the innermost title wins); none where the navigation bar is hidden.
    static let navigationPropertiesModifier = ModifierDrawing(typeNames: ["NavigationPropertiesModifier"]) { _, node, modifier, site in
        guard modifier.name == "navigationTitle", let title = MirrorLabels.value(modifier.value, "title", "some") as? Text,
              !LayoutBuilder.hidesNavigationBar(site.view) else { return node }
        var style = CellStyle()
        style.bold = true
        let line = LayoutNode(.text([title.inspectionString() ?? ""], style))
        let inline = (try? site.view.navigationBarTitleDisplayMode()) == .inline
        return LayoutBuilder.addBarPart(.title(line, isInline: inline), to: node)
    }
}
