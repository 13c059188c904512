import Builders
import ScriptSyntax

// Hiding the labels of controls.

extension ModifierEntry {
    static let labelsHidden = ModifierEntry(name: "labelsHidden") { call in call.modified { $0.labelsHidden() } }
}
