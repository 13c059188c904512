import Builders
import ScriptSyntax

// Accessibility: labels, identifiers, values, hints, hiding, and the deprecated `accessibility(…)`.

extension ModifierEntry {
    static let accessibilityLabel = ModifierEntry(name: "accessibilityLabel", unlabelled: 1) { call in
        let label = try call.first(Convert.text)
        return call.modified { $0.accessibilityLabel(label) }
    }

    static let accessibilityIdentifier = ModifierEntry(name: "accessibilityIdentifier", unlabelled: 1) { call in
        let identifier = try call.first(Convert.string)
        return call.modified { $0.accessibilityIdentifier(identifier) }
    }

    static let accessibilityValue = ModifierEntry(name: "accessibilityValue", unlabelled: 1) { call in
        let value = try call.first(Convert.title)
        return call.modified { $0.accessibilityValue(value) }
    }

    static let accessibilityHint = ModifierEntry(name: "accessibilityHint", unlabelled: 1) { call in
        let hint = try call.first(Convert.title)
        return call.modified { $0.accessibilityHint(hint) }
    }

    static let accessibilityHidden = ModifierEntry(name: "accessibilityHidden", unlabelled: 1) { call in
        let hidden = try call.first(Convert.bool)
        return call.modified { $0.accessibilityHidden(hidden) }
    }

    /// The deprecated `accessibility(label:)`, `accessibility(hint:)`, `accessibility(value:)`, `accessibility(identifier:)`.
    static let accessibility = ModifierEntry(name: "accessibility", labels: ["label", "hint", "value", "identifier"]) { call in
        if let label = try call.named("label", Convert.title) { return call.modified { $0.accessibility(label: label) } }
        if let hint = try call.named("hint", Convert.title) { return call.modified { $0.accessibility(hint: hint) } }
        if let value = try call.named("value", Convert.title) { return call.modified { $0.accessibility(value: value) } }
        if let identifier = try call.named("identifier", Convert.string) { return call.modified { $0.accessibility(identifier: identifier) } }
        throw call.missing("one of 'label:', 'hint:', 'value:', 'identifier:'")
    }
}
