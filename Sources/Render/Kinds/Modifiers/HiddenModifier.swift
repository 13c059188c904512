import Builders
import Inspect

extension ModifierDrawing {
    /// `hidden()` (`_HiddenModifier`): the view keeps its space and draws nothing.
    static let hiddenModifier = ModifierDrawing(typeNames: ["_HiddenModifier"]) { _, node, modifier, _ in
        guard modifier.value is _HiddenModifier else { return node }
        return LayoutNode(.effect(.hidden), [node])
    }
}
