import Builders
import ScriptSyntax

// Text input: keyboard types, content types, capitalization, autocorrection, the return key's label.

extension ModifierEntry {
    static let keyboardType = ModifierEntry(name: "keyboardType", unlabelled: 1) { call in
        let names = Dictionary(uniqueKeysWithValues: UIKeyboardType.allCases.map { (String(describing: $0), $0) })
        let type = try call.first(Convert.namedMember(names, "a keyboard type such as .numberPad"))
        return call.modified { $0.keyboardType(type) }
    }

    static let textContentType = ModifierEntry(name: "textContentType", unlabelled: 1) { call in
        let type = try call.first { value, location -> UITextContentType? in
            if case .null = value { return nil }
            guard case .member(let name) = value else { throw Diagnostic(location: location, message: "expected a content type such as .emailAddress") }
            return UITextContentType(rawValue: name)
        }
        return call.modified { $0.textContentType(type) }
    }

    static let autocapitalization = ModifierEntry(name: "autocapitalization", unlabelled: 1) { call in
        let names = Dictionary(uniqueKeysWithValues: UITextAutocapitalizationType.allCases.map { (String(describing: $0), $0) })
        let type = try call.first(Convert.namedMember(names, "a capitalization such as .words"))
        return call.modified { $0.autocapitalization(type) }
    }

    static let textInputAutocapitalization = ModifierEntry(name: "textInputAutocapitalization", unlabelled: 1) { call in
        let names: [String: TextInputAutocapitalization] = ["never": .never, "words": .words, "sentences": .sentences, "characters": .characters]
        let type = try call.first { value, location -> TextInputAutocapitalization? in
            if case .null = value { return nil }
            return try Convert.namedMember(names, "a capitalization such as .never")(value, location)
        }
        return call.modified { $0.textInputAutocapitalization(type) }
    }

    static let autocorrectionDisabled = ModifierEntry(name: "autocorrectionDisabled", unlabelled: 1) { call in
        let disable = try call.unlabelled(0, Convert.bool) ?? true
        return call.modified { $0.autocorrectionDisabled(disable) }
    }

    static let disableAutocorrection = ModifierEntry(name: "disableAutocorrection", unlabelled: 1) { call in
        let disable = try call.first { value, location -> Bool? in
            if case .null = value { return nil }
            return try Convert.bool(value, at: location)
        }
        return call.modified { $0.disableAutocorrection(disable) }
    }

    static let submitLabel = ModifierEntry(name: "submitLabel", unlabelled: 1) { call in
        let labels: [SubmitLabel] = [.done, .go, .send, .join, .route, .search, .return, .next, .continue]
        let names = Dictionary(uniqueKeysWithValues: labels.map { ($0.name, $0) })
        let label = try call.first(Convert.namedMember(names, "a submit label such as .done"))
        return call.modified { $0.submitLabel(label) }
    }
}
