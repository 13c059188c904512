import Builders
import Inspect

// `_EnvironmentKeyTransformModifier`: the environment transforms the renderer draws. The font
// changes of `bold()`, `italic()` and `fontWeight(_:)` on a view make the text below it bold
// (semibold or heavier) or italic; a change that takes boldness away (`fontWeight(nil)`,
// `bold(false)`) leaves an outer bold as it is, as the cell styles below only add. Designs and
// fixed-width forms draw nothing: a terminal has one font. `disabled(_:)` is drawn by the
// controls (dim), not here.

extension ModifierDrawing {
    /// `_EnvironmentKeyTransformModifier`: the text below in bold or italics.
    static let environmentKeyTransformModifier = ModifierDrawing(typeNames: ["_EnvironmentKeyTransformModifier"]) { _, node, modifier, _ in
        guard let transform = (modifier.value as? _EnvironmentKeyTransformModifier<[AnyFontModifier]>)?.transform else { return node }
        var changes: [AnyFontModifier] = []
        transform(&changes)
        let (bold, italic) = TextStyling.style(of: changes)
        guard bold || italic else { return node }
        return LayoutNode(.style({ if bold { $0.bold = true }; if italic { $0.italic = true } }), [node])
    }
}
