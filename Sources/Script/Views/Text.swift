import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Text("Hello")` (a literal is a localized key), `Text(verbatim:)`, `Text(date, style:)` and
    /// `Text(number, format: .number)` or `.percent`.
    static let text = ViewEntry(name: "Text", labels: ["verbatim", "format", "style"], unlabelled: 1) { call in
        if let verbatim = try call.named("verbatim", Convert.string) { return Text(verbatim: verbatim) }
        if let style = try call.named("style", Convert.member(Convert.dateStyles, "a date style")) {
            return Text(try call.first(Convert.date, needing: "a date, as Text(date, style: .time)"), style: style)
        }
        if let format = call.arguments.named("format") {
            let argument = try call.first()
            let style = try Convert.member(["number": "number", "percent": "percent"], "a format style")(try call.value(format), format.location)
            switch try call.value(argument) {
            case .int(let number): return style == "number" ? Text(number, format: .number) : Text(number, format: .percent)
            case .double(let number): return style == "number" ? Text(number, format: .number) : Text(number, format: .percent)
            case let other: throw Diagnostic(location: argument.location, message: "expected a number to format, found \(other.kindDescription)")
            }
        }
        return try call.first(Convert.text, needing: "a string, as Text(\"Hello\")")
    }
}
