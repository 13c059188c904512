import Builders

extension ViewEntry {
    /// `SecureField("Password", text: $password)`, with a `prompt:` or a `label:`.
    static let secureField = ViewEntry(name: "SecureField", labels: ["text", "prompt", "onCommit", "label"], unlabelled: 2) { call in
        guard let text = try call.named("text", Convert.binding(of: Convert.string)) else {
            throw call.missing("'text:', as SecureField(\"Password\", text: .constant(\"\"))")
        }
        let prompt = try call.named("prompt", Convert.optionalText) ?? nil
        let label = try call.titleOrLabel(needing: "a title or a label, as SecureField(\"Password\", text: .constant(\"\"))")
        return TypedBuilders.secureField(label: label, text: try call.evaluator.liveString(call.arguments.named("text")) ?? .constant(text), prompt: prompt)
    }
}

extension TypedBuilders {
    static func secureField(label: any View, text: Binding<String>, prompt: Text?) -> any View {
        func open<L: View>(_ label: L) -> any View { SecureField(text: text, prompt: prompt, label: { label }) }
        return open(label)
    }
}
