import Builders
import ScriptSyntax

// Text: fonts and colours (any view's, or a Text's own), and Text's own modifiers, which
// compiled code picks on a Text and which return Text; line and truncation settings.

extension ModifierEntry {
    static let font = ModifierEntry(name: "font", unlabelled: 1) { call in
        // A font ending in Font's own methods (`Font.title.bold().italic()`) is read from its syntax.
        let font = try call.arguments.unlabelled(0).flatMap { try Convert.fontChain($0.value, evaluator: call.evaluator) } ?? call.first(Convert.font)
        if let text = call.text { return text.font(font) }
        return call.modified { $0.font(font) }
    }

    static let foregroundColor = ModifierEntry(name: "foregroundColor", unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        if let text = call.text { return text.foregroundColor(color) }
        return call.modified { $0.foregroundColor(color) }
    }

    // Text's own `bold`, `italic` and `fontWeight` on a Text (returning a Text), View's on any other view.
    static let bold = ModifierEntry(name: "bold", unlabelled: 1) { call in
        let active = try call.unlabelled(0, Convert.bool) ?? true
        if let text = call.text { return text.bold(active) }
        return call.modified { $0.bold(active) }
    }

    static let italic = ModifierEntry(name: "italic", unlabelled: 1) { call in
        let active = try call.unlabelled(0, Convert.bool) ?? true
        if let text = call.text { return text.italic(active) }
        return call.modified { $0.italic(active) }
    }

    static let underline = ModifierEntry.text(name: "underline", labels: ["color"], unlabelled: 1) { call, text in
        let active = try call.unlabelled(0, Convert.bool) ?? true
        let color = try call.named("color", Convert.optionalColor) ?? nil
        return text.underline(active, color: color)
    }

    static let fontWeight = ModifierEntry(name: "fontWeight", unlabelled: 1) { call in
        let weight: Font.Weight? = try call.first { value, location in
            if case .null = value { return nil }
            return try Convert.weight(value, at: location)
        }
        if let text = call.text { return text.fontWeight(weight) }
        return call.modified { $0.fontWeight(weight) }
    }

    static let strikethrough = ModifierEntry.text(name: "strikethrough", labels: ["color"], unlabelled: 1) { call, text in
        let active = try call.unlabelled(0, Convert.bool) ?? true
        let color = try call.named("color", Convert.optionalColor) ?? nil
        return text.strikethrough(active, color: color)
    }

    static let kerning = ModifierEntry.text(name: "kerning", unlabelled: 1) { call, text in text.kerning(try call.first(Convert.length)) }

    static let tracking = ModifierEntry.text(name: "tracking", unlabelled: 1) { call, text in text.tracking(try call.first(Convert.length)) }

    static let baselineOffset = ModifierEntry.text(name: "baselineOffset", unlabelled: 1) { call, text in text.baselineOffset(try call.first(Convert.length)) }

    static let monospacedDigit = ModifierEntry.text(name: "monospacedDigit") { _, text in text.monospacedDigit() }

    static let textCase = ModifierEntry(name: "textCase", unlabelled: 1) { call in
        let textCase = try call.first(Convert.optionalMember(Convert.textCases, "a text case"))
        return call.modified { $0.textCase(textCase) }
    }

    /// `lineLimit(3)`, `lineLimit(nil)`, `lineLimit(2...4)` (its upper bound) and
    /// `lineLimit(3, reservesSpace: true)`, as the compiled overloads read them.
    static let lineLimit = ModifierEntry(name: "lineLimit", labels: ["reservesSpace"], unlabelled: 1) { call in
        let limit = try call.first { value, location throws -> Int? in
            if case .closedRange(let range) = value { return range.upperBound }
            return try Convert.optionalInt(value, at: location)
        }
        return call.modified { $0.lineLimit(limit) }
    }

    static let multilineTextAlignment = ModifierEntry(name: "multilineTextAlignment", unlabelled: 1) { call in
        let alignment = try call.first(Convert.member(Convert.textAlignments, "a text alignment"))
        return call.modified { $0.multilineTextAlignment(alignment) }
    }

    static let truncationMode = ModifierEntry(name: "truncationMode", unlabelled: 1) { call in
        let mode = try call.first(Convert.member(Convert.truncationModes, "a truncation mode"))
        return call.modified { $0.truncationMode(mode) }
    }

    static let lineSpacing = ModifierEntry(name: "lineSpacing", unlabelled: 1) { call in
        let spacing = try call.first(Convert.length)
        return call.modified { $0.lineSpacing(spacing) }
    }
}
