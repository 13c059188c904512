import Builders
import ScriptSyntax

// ViewModifier structs a file declares, applied with `.modifier(…)`.

extension ModifierEntry {
    static let modifier = ModifierEntry(name: "modifier", unlabelled: 1) { call in
        let argument = try call.first(needing: "a modifier, as .modifier(Card())")
        return try call.evaluator.applyDefinedModifier(try call.value(argument), to: call.view, at: argument.location)
    }
}
