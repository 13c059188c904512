import Builders
import Inspect

extension ModifierDrawing {
    /// `_OverlayPreferenceModifier` and `_BackgroundPreferenceModifier`: the view made from the
    /// preference's value drawn over (or behind) the view, in its frame, as an overlay (a background) is.
    static let preferenceValueModifiers = ModifierDrawing(
        typeNames: ["_OverlayPreferenceModifier", "_BackgroundPreferenceModifier"]
    ) { builder, node, modifier, site in
        let index = site.view.modifiers.prefix(site.slot).filter { $0.name == modifier.name }.count
        let onTop = modifier.name == "overlayPreferenceValue"
        let layer = try onTop ? site.view.overlayPreferenceValue(index) : site.view.backgroundPreferenceValue(index)
        return try builder.layered(node, with: layer, onTop: onTop, by: modifier, depth: site.depth)
    }
}
