import Builders
import Inspect

extension ModifierDrawing {
    /// `_BackgroundModifier`: a colour's cells behind the view (`background(Color)`), or
    /// `background(_:)`'s view drawn behind it, in its frame.
    static let backgroundModifier = ModifierDrawing(typeNames: ["_BackgroundModifier"]) { builder, node, modifier, site in
        defer { site.backgrounds += 1 }
        if let background = modifier.value as? _BackgroundModifier<Color> {
            return LayoutNode(.background(ColorMapping.terminalColor(background.background)), [node])
        }
        let layer = try site.view.background(site.backgrounds)
        return try builder.layered(node, with: layer, onTop: false, by: modifier, depth: site.depth)
    }
}
