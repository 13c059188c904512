import Builders
import ScriptSyntax

// MARK: `TextField(_:value:format:prompt:)` read from view code: the value a
// binding of a number (`.constant(3)`, or `$age` of the file's state), the format `.number` or
// `.percent`; the field is built by the same initialiser compiled code calls.

enum FormattedFieldReader {
    /// The field `call` builds; `call` has a `value:` argument.
    static func textField(_ call: ViewCall) throws -> any View {
        guard let argument = call.arguments.named("value") else { throw call.missing("'value:'") }
        if let formatter = call.arguments.named("formatter") { return try textField(call, value: argument, formatter: formatter) }
        guard let formatArgument = call.arguments.named("format") else {
            throw call.missing("'format:' (or 'formatter:') with 'value:', as TextField(\"Age\", value: .constant(3), format: .number)")
        }
        let isNumber = try Convert.member(["number": true, "percent": false], "a format style")(try call.value(formatArgument), formatArgument.location)
        let prompt = try self.prompt(call)
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

    // MARK: Formatters
    /// `TextField(_:value:formatter:prompt:)`: the formatter a `NumberFormatter()` or `DateFormatter()`
    /// of view code (SwiftValueMembers lists the settings read), the value a binding of a number or a date.
    private static func textField(_ call: ViewCall, value argument: Argument, formatter formatterArgument: Argument) throws -> any View {
        if call.arguments.named("format") != nil {
            throw Diagnostic(location: formatterArgument.location, message: "TextField takes 'format:' or 'formatter:', not both")
        }
        let formatter = try Convert.swiftValue(Formatter.self, "a formatter such as NumberFormatter()")(try call.value(formatterArgument), formatterArgument.location)
        let prompt = try self.prompt(call)
        let label: any View = try call.title() ?? call.content("label")
        let text: Binding<String>
        switch try Convert.binding(try call.value(argument), at: argument.location) {
        case .int(let number):
            let value = try call.evaluator.liveBinding(argument, as: { if case .int(let n) = $0 { n } else { nil } }, fallback: number, { .int($0) })
            text = TextField<Text>.formattedText(value, formatter: formatter)
        case .double(let number):
            let value = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
            text = TextField<Text>.formattedText(value, formatter: formatter)
        case .date(let date):
            let value = try call.evaluator.liveBinding(argument, as: { if case .date(let d) = $0 { d } else { nil } }, fallback: date, { .date($0) })
            text = TextField<Text>.formattedText(value, formatter: formatter)
        case let other:
            throw Diagnostic(location: argument.location, message: "expected a binding of a number or a date for 'value:', found \(other.kindDescription)")
        }
        return TypedBuilders.textField(label: label, text: text, prompt: prompt, axis: nil)
    }

    /// The field's `prompt:`, a Text or nil.
    private static func prompt(_ call: ViewCall) throws -> Text? {
        try call.named("prompt") { value, location -> Text? in
            switch value {
            case .null: return nil
            case .view(let text as Text): return text
            default: throw Diagnostic(location: location, message: "expected a Text such as Text(\"Required\"), found \(value.kindDescription)")
            }
        } ?? nil
    }
}
