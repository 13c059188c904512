import Builders
import Inspect

extension ModifierDrawing {
    /// `buttonStyle(_:)` with a primitive style (`ButtonStyleContainerModifier`): the buttons below
    /// it that have no look yet drawn inverse (`.borderedProminent`) or in the standard look.
    static let buttonStyleContainerModifier = ModifierDrawing(typeNames: ["ButtonStyleContainerModifier"]) { _, node, modifier, _ in
        let look: ControlLook = modifier.value is ButtonStyleContainerModifier<BorderedProminentButtonStyle> ? .prominent : .standard
        return LayoutBuilder.setLook(look, of: node, toggles: false)
    }
}
