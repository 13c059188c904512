import Builders
import Inspect

extension ModifierDrawing {
    /// `navigationTitle(_:)` (`NavigationPropertiesModifier`): a bold title line above the view
    /// (the innermost title wins).
    static let navigationPropertiesModifier = ModifierDrawing(typeNames: ["NavigationPropertiesModifier"]) { _, node, modifier, _ in
        guard modifier.name == "navigationTitle", let title = MirrorLabels.value(modifier.value, "title", "some") as? Text else { return node }
        var style = CellStyle()
        style.bold = true
        let line = LayoutNode(.text([title.inspectionString() ?? ""], style))
        return LayoutBuilder.addLine(line, to: node, isTitle: true)
    }
}
