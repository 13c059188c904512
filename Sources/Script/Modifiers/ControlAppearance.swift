import Builders
import ScriptSyntax

// The appearance of controls, scroll views, texts and sections, written in the environment
// (recorded: a terminal draws them alike).

extension ModifierEntry {
    /// `.controlSize(.small)`.
    static let controlSize = ModifierEntry(name: "controlSize", unlabelled: 1) { call in
        let size = try call.first(Convert.member([
            "mini": ControlSize.mini, "small": .small, "regular": .regular, "large": .large, "extraLarge": .extraLarge,
        ], "a control size"))
        return call.modified { $0.controlSize(size) }
    }

    /// `.scrollContentBackground(.hidden)`.
    static let scrollContentBackground = ModifierEntry(name: "scrollContentBackground", unlabelled: 1) { call in
        let visibility = try call.first(Convert.member(Convert.visibilities, "a visibility"))
        return call.modified { $0.scrollContentBackground(visibility) }
    }

    /// `.scrollDismissesKeyboard(.interactively)`.
    static let scrollDismissesKeyboard = ModifierEntry(name: "scrollDismissesKeyboard", unlabelled: 1) { call in
        let mode = try call.first(Convert.member([
            "automatic": ScrollDismissesKeyboardMode.automatic, "immediately": .immediately, "interactively": .interactively, "never": .never,
        ], "a keyboard dismissal mode"))
        return call.modified { $0.scrollDismissesKeyboard(mode) }
    }

    /// `.allowsTightening(true)`.
    static let allowsTightening = ModifierEntry(name: "allowsTightening", unlabelled: 1) { call in
        let flag = try call.first(Convert.bool)
        return call.modified { $0.allowsTightening(flag) }
    }

    /// `.textSelection(.enabled)`, `.textSelection(.disabled)`.
    static let textSelection = ModifierEntry(name: "textSelection", unlabelled: 1) { call in
        let enabled = try call.first(Convert.member(["enabled": true, "disabled": false], "a selectability"))
        return enabled ? call.modified { $0.textSelection(.enabled) } : call.modified { $0.textSelection(.disabled) }
    }

    /// `.dynamicTypeSize(.xLarge)`.
    static let dynamicTypeSize = ModifierEntry(name: "dynamicTypeSize", unlabelled: 1) { call in
        let names = Dictionary(DynamicTypeSize.allCases.map { (String(describing: $0), $0) }, uniquingKeysWith: { first, _ in first })
        let size = try call.first(Convert.member(names, "a type size"))
        return call.modified { $0.dynamicTypeSize(size) }
    }

    /// `.headerProminence(.increased)`.
    static let headerProminence = ModifierEntry(name: "headerProminence", unlabelled: 1) { call in
        let prominence = try call.first(Convert.member(["standard": Prominence.standard, "increased": .increased], "a prominence"))
        return call.modified { $0.headerProminence(prominence) }
    }
}
