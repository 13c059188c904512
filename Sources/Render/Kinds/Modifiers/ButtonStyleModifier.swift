import Builders
import Inspect

extension ModifierDrawing {
    /// `buttonStyle(_:)` with a `ButtonStyle` (`ButtonStyleModifier`): a custom style's body drawn
    /// in place of each button below it that has no look yet; the standard look otherwise.
    static let buttonStyleModifier = ModifierDrawing(typeNames: ["ButtonStyleModifier"]) { builder, node, modifier, site in
        try builder.customStyled(node, by: modifier, of: site.view, depth: site.depth)
            ?? LayoutBuilder.setLook(.standard, of: node, toggles: false)
    }
}

extension ButtonStyleModifier: CustomStyleMaking where Style: ButtonStyle {
    func styledBody(isOn: Binding<Bool>?) -> Any? {
        onMainActor(style) { $0.makeBody(configuration: ButtonStyleConfiguration(isPressed: false)) }
    }
    var stylesToggles: Bool { false }
}
