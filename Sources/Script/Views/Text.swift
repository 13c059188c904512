import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Text("Hello")` (a literal is a localized key), `Text(verbatim:)`, `Text(date, style:)` and
    /// `Text(number, format: .number)` or `.percent`, `Text(date, format: .dateTime.hour().minute())`.
    static let text = ViewEntry(name: "Text", labels: ["verbatim", "format", "style"], unlabelled: 1) { call in
        if let verbatim = try call.named("verbatim", Convert.string) { return Text(verbatim: verbatim) }
        if let style = try call.named("style", Convert.member(Convert.dateStyles, "a date style")) {
            return Text(try call.first(Convert.date, needing: "a date, as Text(date, style: .time)"), style: style)
        }
        if let format = call.arguments.named("format") {
            let argument = try call.first()
            if case .date(let date) = try call.value(argument), let style = Standard.dateFormatStyle(try call.value(format)) {
                return Text(date, format: style) // `Text(date, format: .dateTime.day().month())`
            }
            let style = try FormatChoice(try call.value(format), at: format.location)
            return try style.text(try call.value(argument), at: argument.location)
        }
        return try call.first(Convert.text, needing: "a string, as Text(\"Hello\")")
    }
}
