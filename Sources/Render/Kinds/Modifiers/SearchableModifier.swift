import Builders
import Inspect

extension ModifierDrawing {
    /// `searchable(text:placement:prompt:)` (`SearchableModifier`): a line under the title with a
    /// text field bound to the search text (`Search: [prompt▁▁▁]`); in a running app it takes the
    /// focus and typing in it sets the text, so the view the app computes from it follows.
    static let searchableModifier = ModifierDrawing(typeNames: ["SearchableModifier"]) { builder, node, modifier, site in
        guard let searchable = modifier.value as? SearchableModifier else { return node }
        let field = TextField("Search", text: searchable.text, prompt: searchable.prompt)
        let line = try builder.build(site.view.inspectSibling(field, at: "searchable", site.slot), depth: site.depth + 1)
        return LayoutBuilder.addBarPart(.below(line), to: node)
    }
}
