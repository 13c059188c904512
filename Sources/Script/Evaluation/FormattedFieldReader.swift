import Builders

// MARK: session 4, vocab — `TextField(_:value:format:prompt:)` read from view code: the value a
// binding of a number (`.constant(3)`, or `$age` of the file's state), the format `.number` or
// `.percent`; the field is built by the same initialiser compiled code calls.

enum FormattedFieldReader {
    /// The field `call` builds; `call` has a `value:` argument.
    static func textField(_ call: ViewCall) throws -> any View {
        guard let argument = call.arguments.named("value") else { throw call.missing("'value:'") }
        guard let formatArgument = call.arguments.named("format") else {
            throw call.missing("'format:' with 'value:', as TextField(\"Age\", value: .constant(3), format: .number)")
        }
        let isNumber = try Convert.member(["number": true, "percent": false], "a format style")(try call.value(formatArgument), formatArgument.location)
        let prompt: Text? = try call.named("prompt") { value, location -> Text? in
            switch value {
            case .null: return nil
            case .view(let text as Text): return text
            default: throw Diagnostic(location: location, message: "expected a Text such as Text(\"Required\"), found \(value.kindDescription)")
            }
        } ?? nil
        let label: any View = try call.title() ?? call.content("label")
        let text: Binding<String>
        switch try Convert.binding(try call.value(argument), at: argument.location) {
        case .int(let number):
            let value = try call.evaluator.liveBinding(argument, as: { if case .int(let n) = $0 { n } else { nil } }, fallback: number, { .int($0) })
            text = isNumber ? TextField<Text>.formattedText(value, format: .number) : TextField<Text>.formattedText(value, format: .percent)
        case .double(let number):
            let value = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
            text = isNumber ? TextField<Text>.formattedText(value, format: .number) : TextField<Text>.formattedText(value, format: .percent)
        case let other:
            throw Diagnostic(location: argument.location, message: "expected a binding of a number for 'value:', found \(other.kindDescription)")
        }
        return TypedBuilders.textField(label: label, text: text, prompt: prompt, axis: nil)
    }
}
