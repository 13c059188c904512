import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `TextField("Name", text: $name)`, with a `prompt:`, an `axis:` or a `label:`; and with a
    /// formatted `value:` (a `format:` or a `formatter:`) in place of `text:`.
    static let textField = ViewEntry(
        name: "TextField", labels: ["text", "prompt", "axis", "onEditingChanged", "onCommit", "label", "value", "format", "formatter"], unlabelled: 2,
        build: textFieldView)

    @Sendable private static func textFieldView(_ call: ViewCall) throws -> any View {
        if call.arguments.named("value") != nil { return try formattedField(call) } // a formatted value
        guard let text = try call.named("text", Convert.binding(of: Convert.string)) else {
            throw call.missing("'text:', as TextField(\"Name\", text: .constant(\"\"))")
        }
        let prompt = try call.named("prompt", Convert.optionalText) ?? nil
        let axis = try call.named("axis") { value, location -> _TextFieldAxis in
            switch value {
            case .member("horizontal"): return .horizontal
            case .member("vertical"): return .vertical
            default: throw Diagnostic(location: location, message: "expected .horizontal or .vertical, found \(value.kindDescription)")
            }
        }
        let label = try call.titleOrLabel(needing: "a title or a label, as TextField(\"Name\", text: .constant(\"\"))")
        let binding = try call.evaluator.liveString(call.arguments.named("text")) ?? .constant(text)
        let onCommit = call.evaluator.live == nil ? nil : try call.evaluator.liveAction(call.arguments.named("onCommit"))
        return TypedBuilders.textField(label: label, text: binding, prompt: prompt, axis: axis, onCommit: onCommit)
    }

    /// `TextField(_:value:format:prompt:)`: the value a binding of a number (`.constant(3)`, or
    /// `$age` of the file's state), the format `.number` or `.percent`; the field is built by the
    /// same initialiser compiled code calls. `call` has a `value:` argument.
    private static func formattedField(_ call: ViewCall) throws -> any View {
        guard let argument = call.arguments.named("value") else { throw call.missing("'value:'") }
        if let formatter = call.arguments.named("formatter") { return try formattedField(call, value: argument, formatter: formatter) }
        guard let formatArgument = call.arguments.named("format") else {
            throw call.missing("'format:' (or 'formatter:') with 'value:', as TextField(\"Age\", value: .constant(3), format: .number)")
        }
        let style = try FormatChoice(try call.value(formatArgument), at: formatArgument.location)
        let prompt = try call.named("prompt", Convert.optionalText) ?? nil
        let label: any View = try call.title() ?? call.content("label")
        let text: Binding<String>
        switch try Convert.binding(try call.value(argument), at: argument.location) {
        case .int(let number):
            let value = try call.evaluator.liveBinding(argument, as: { if case .int(let n) = $0 { n } else { nil } }, fallback: number, { .int($0) })
            text = style.fieldText(value)
        case .double(let number):
            let value = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
            text = style.fieldText(value)
        case let other:
            throw Diagnostic(location: argument.location, message: "expected a binding of a number for 'value:', found \(other.kindDescription)")
        }
        return TypedBuilders.textField(label: label, text: text, prompt: prompt, axis: nil, editsFormattedValue: true)
    }

    /// `TextField(_:value:formatter:prompt:)`: the formatter a `NumberFormatter()` or `DateFormatter()`
    /// of view code (SwiftValueMembers lists the settings read), the value a binding of a number or a date.
    private static func formattedField(_ call: ViewCall, value argument: Argument, formatter formatterArgument: Argument) throws -> any View {
        if call.arguments.named("format") != nil {
            throw Diagnostic(location: formatterArgument.location, message: "TextField takes 'format:' or 'formatter:', not both")
        }
        let formatter = try Convert.swiftValue(Formatter.self, "a formatter such as NumberFormatter()")(try call.value(formatterArgument), formatterArgument.location)
        let prompt = try call.named("prompt", Convert.optionalText) ?? nil
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
        return TypedBuilders.textField(label: label, text: text, prompt: prompt, axis: nil, editsFormattedValue: true)
    }
}

extension TypedBuilders {
    static func textField(
        label: any View, text: Binding<String>, prompt: Text?, axis: _TextFieldAxis?, onCommit: (() -> Void)? = nil, editsFormattedValue: Bool = false
    ) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if editsFormattedValue { return TextField.make(label: label, text: text, prompt: prompt, editsFormattedValue: true) }
            if let onCommit { return TextField.make(label: label, text: text, prompt: prompt, axis: axis, onCommit: onCommit) }
            if let axis { return TextField(text: text, prompt: prompt, axis: axis, label: { label }) }
            return TextField(text: text, prompt: prompt, label: { label })
        }
        return open(label)
    }
}
