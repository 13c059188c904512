import Builders

extension ViewEntry {
    /// `TextEditor(text: $notes)`; run live, the editor writes through the binding.
    static let textEditor = ViewEntry(name: "TextEditor", labels: ["text"]) { call in
        guard let argument = call.arguments.named("text") else {
            throw call.missing("'text:', as TextEditor(text: .constant(\"\"))")
        }
        let text = try Convert.string(try Convert.binding(try call.value(argument), at: argument.location), at: argument.location)
        return TextEditor(text: try call.evaluator.liveString(argument) ?? .constant(text))
    }
}
