import Builders

extension ViewEntry {
    /// `TextEditor(text: $notes)`.
    static let textEditor = ViewEntry(name: "TextEditor", labels: ["text"]) { call in
        guard let text = try call.named("text", Convert.binding(of: Convert.string)) else {
            throw call.missing("'text:', as TextEditor(text: .constant(\"\"))")
        }
        return TextEditor(text: .constant(text))
    }
}
