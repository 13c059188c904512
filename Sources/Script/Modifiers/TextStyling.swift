import Builders
import ScriptSyntax

// Text: fonts and colours (any view's, or a Text's own), and Text's own modifiers, which
// compiled code picks on a Text and which return Text; line and truncation settings.

extension ModifierEntry {
    static let font = ModifierEntry(name: "font", unlabelled: 1) { call in
        let font = try call.first(Convert.font)
        if let text = call.text { return text.font(font) }
        return call.modified { $0.font(font) }
    }

    static let foregroundColor = ModifierEntry(name: "foregroundColor", unlabelled: 1) { call in
        let color = try call.first(Convert.optionalColor)
        if let text = call.text { return text.foregroundColor(color) }
        return call.modified { $0.foregroundColor(color) }
    }

    static let bold = ModifierEntry.text(name: "bold", unlabelled: 1) { call, text in
        try call.unlabelled(0, Convert.bool).map(text.bold) ?? text.bold()
    }

    static let italic = ModifierEntry.text(name: "italic", unlabelled: 1) { call, text in
        try call.unlabelled(0, Convert.bool).map(text.italic) ?? text.italic()
    }

    static let underline = ModifierEntry.text(name: "underline", labels: ["color"], unlabelled: 1) { call, text in
        let active = try call.unlabelled(0, Convert.bool) ?? true
        let color = try call.named("color", Convert.optionalColor) ?? nil
        return text.underline(active, color: color)
    }

    static let fontWeight = ModifierEntry.text(name: "fontWeight", unlabelled: 1) { call, text in
        text.fontWeight(try call.first(Convert.weight))
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

    static let lineLimit = ModifierEntry(name: "lineLimit", unlabelled: 1) { call in
        let limit = try call.first(Convert.optionalInt)
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
