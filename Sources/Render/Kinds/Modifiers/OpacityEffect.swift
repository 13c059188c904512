import Builders
import Inspect

extension ModifierDrawing {
    /// `opacity(_:)` (`_OpacityEffect`): below three quarters, the view's cells dim.
    static let opacityEffect = ModifierDrawing(typeNames: ["_OpacityEffect"]) { _, node, modifier, _ in
        guard let opacity = modifier.value as? _OpacityEffect, opacity.opacity < 0.75 else { return node }
        return LayoutNode(.style({ $0.dim = true }), [node])
    }
}
