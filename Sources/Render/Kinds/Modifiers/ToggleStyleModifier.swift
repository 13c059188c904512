import Builders
import Inspect

extension ModifierDrawing {
    /// `toggleStyle(_:)` (`ToggleStyleModifier`): the look a built-in style gives the toggles
    /// below it that have none yet (`(  ●)` a switch, inverse while on a button, `[x]` a checkbox),
    /// or a custom style's body drawn in place of each.
    static let toggleStyleModifier = ModifierDrawing(typeNames: ["ToggleStyleModifier"]) { builder, node, modifier, site in
        switch modifier.value {
        case is ToggleStyleModifier<SwitchToggleStyle>:
            return LayoutBuilder.setLook(.switchToggle, of: node, toggles: true)
        case is ToggleStyleModifier<ButtonToggleStyle>:
            return LayoutBuilder.setLook(.buttonToggle, of: node, toggles: true)
        case is ToggleStyleModifier<CheckboxToggleStyle>, is ToggleStyleModifier<DefaultToggleStyle>:
            return LayoutBuilder.setLook(.standard, of: node, toggles: true)
        default:
            return try builder.customStyled(node, by: modifier, of: site.view, depth: site.depth) ?? node
        }
    }
}

extension ToggleStyleModifier: CustomStyleMaking where Style: ToggleStyle {
    func styledBody(isOn: Binding<Bool>?) -> Any? {
        guard let isOn else { return nil }
        return onMainActor((style, isOn)) { $0.0.makeBody(configuration: ToggleStyleConfiguration(isOn: $0.1)) }
    }
    var stylesToggles: Bool { true }
}
