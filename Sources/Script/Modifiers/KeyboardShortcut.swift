import Builders
import ScriptSyntax

// Keyboard shortcuts: a key with modifier keys, or one of the standard actions.

extension ModifierEntry {
    /// `.keyboardShortcut("s", modifiers: [.command, .shift])`, `.keyboardShortcut(.return)`,
    /// `.keyboardShortcut(.defaultAction)`, `.keyboardShortcut(.cancelAction)`.
    static let keyboardShortcut = ModifierEntry(name: "keyboardShortcut", labels: ["modifiers", "localization"], unlabelled: 1) { call in
        let argument = try call.first(needing: "a key or a shortcut, as .keyboardShortcut(\"s\")")
        switch try call.value(argument) {
        case .member("defaultAction"): return call.modified { $0.keyboardShortcut(.defaultAction) }
        case .member("cancelAction"): return call.modified { $0.keyboardShortcut(.cancelAction) }
        case .swiftValue(let shortcut as KeyboardShortcut): return call.modified { $0.keyboardShortcut(shortcut) }
        case let value:
            let key = try Convert.keyEquivalent(value, at: argument.location)
            let modifiers = try call.named("modifiers", Convert.eventModifiers) ?? .command
            let localization = try call.named("localization", Convert.member([
                "automatic": KeyboardShortcut.Localization.automatic, "withoutMirroring": .withoutMirroring, "custom": .custom,
            ], "a localization"))
            guard let localization else { return call.modified { $0.keyboardShortcut(key, modifiers: modifiers) } }
            return call.modified { $0.keyboardShortcut(key, modifiers: modifiers, localization: localization) }
        }
    }
}
