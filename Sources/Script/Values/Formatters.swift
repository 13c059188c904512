import Builders
import Foundation
import ScriptSyntax

// The Foundation formatters a text field's `formatter:` takes, made with their default settings
// (their settings are members: ``SwiftValueMembers``).

extension ValueEntry {
    /// `NumberFormatter()`.
    static let numberFormatter = ValueEntry(name: "NumberFormatter") { _ in NumberFormatter() }

    /// `DateFormatter()`.
    static let dateFormatter = ValueEntry(name: "DateFormatter") { _ in DateFormatter() }
}

/// The methods of the Foundation formatters that read text back: `NumberFormatter`'s
/// `number(from:)` (an `NSNumber`, read with `doubleValue`, `intValue`) and `DateFormatter`'s
/// `date(from:)`, nil when the text does not parse, as Foundation gives.
enum FormatterMethods {
    /// `formatter.name(arguments)`; nil for another method.
    static func method(of formatter: Formatter, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard arguments.count == 1, let argument = arguments.first, argument.label == "from" else { return nil }
        switch (formatter, name) {
        case (let numbers as NumberFormatter, "number"):
            return numbers.number(from: try Convert.string(argument.value, at: location)).map { .swiftValue($0) } ?? .null
        case (let dates as DateFormatter, "date"):
            return dates.date(from: try Convert.string(argument.value, at: location)).map(Value.date) ?? .null
        default:
            return nil
        }
    }
}
