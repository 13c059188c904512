import Builders
import Foundation
import ScriptSyntax

// The format styles a Text's and a TextField's `format:` take: `.number`, `.percent`,
// `.currency(code:)`, and a currency style held in a property
// (`FloatingPointFormatStyle<Double>.Currency(code:)`), each built as the compiler picks it for
// an integer or a floating-point value.

/// A format style of view code, before the value it formats says its Swift type.
enum FormatChoice {
    case number
    case percent
    /// A currency, by its ISO code.
    case currency(String)

    /// `format`, read: `.number`, `.percent`, `.currency(code: "EUR")`, or a currency style value.
    init(_ format: Value, at location: SourceLocation) throws {
        switch format {
        case .member("number"): self = .number
        case .member("percent"): self = .percent
        case .memberCall("currency", let arguments) where arguments.first?.label == "code":
            self = .currency(try Convert.string(arguments[0].value, at: location))
        case .swiftValue(let style as FloatingPointFormatStyle<Double>.Currency):
            self = .currency(style.currencyCode)
        case .swiftValue(let style as IntegerFormatStyle<Int>.Currency):
            self = .currency(style.currencyCode)
        default:
            throw Diagnostic(location: location, message: "expected a format style such as .number or .currency(code: \"EUR\"), found \(format.kindDescription)")
        }
    }

    /// `Text(number, format: style)`.
    func text(_ value: Value, at location: SourceLocation) throws -> Text {
        switch (value, self) {
        case (.int(let number), .number): return Text(number, format: .number)
        case (.int(let number), .percent): return Text(number, format: .percent)
        case (.int(let number), .currency(let code)): return Text(number, format: .currency(code: code))
        case (.double(let number), .number): return Text(number, format: .number)
        case (.double(let number), .percent): return Text(number, format: .percent)
        case (.double(let number), .currency(let code)): return Text(number, format: .currency(code: code))
        default: throw Diagnostic(location: location, message: "expected a number to format, found \(value.kindDescription)")
        }
    }

    /// The text of a field editing `value` in this style.
    func fieldText(_ value: Binding<Int>) -> Binding<String> {
        switch self {
        case .number: TextField<Text>.formattedText(value, format: .number)
        case .percent: TextField<Text>.formattedText(value, format: .percent)
        case .currency(let code): TextField<Text>.formattedText(value, format: .currency(code: code))
        }
    }

    /// The text of a field editing `value` in this style.
    func fieldText(_ value: Binding<Double>) -> Binding<String> {
        switch self {
        case .number: TextField<Text>.formattedText(value, format: .number)
        case .percent: TextField<Text>.formattedText(value, format: .percent)
        case .currency(let code): TextField<Text>.formattedText(value, format: .currency(code: code))
        }
    }
}

extension Standard {
    /// `FloatingPointFormatStyle<Double>.Currency(code:)`, `IntegerFormatStyle<Int>.Currency(code:)`:
    /// a currency style held as a value; nil for another member.
    static func formatStyle(_ typeName: String, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "Currency", ["FloatingPointFormatStyle", "IntegerFormatStyle"].contains(typeName) else { return nil }
        guard let code = arguments.first, code.label == "code" else {
            throw Diagnostic(location: location, message: "expected 'code:', as \(typeName).Currency(code: \"EUR\")")
        }
        let text = try Convert.string(code.value, at: location)
        if typeName == "IntegerFormatStyle" { return .swiftValue(IntegerFormatStyle<Int>.Currency(code: text)) }
        return .swiftValue(FloatingPointFormatStyle<Double>.Currency(code: text))
    }
}

extension Standard {
    /// `.number.precision(.fractionLength(0...3))` (or `.fractionLength(2)`), a number style with its
    /// precision, as `formatted(_:)` takes it; nil for another method.
    static func numberStyleMethod(_ receiver: Value, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let base: FloatingPointFormatStyle<Double>
        switch receiver {
        case .member("number"): base = .number
        case .swiftValue(let style as FloatingPointFormatStyle<Double>): base = style
        default: return nil
        }
        guard name == "precision" else { return nil }
        guard case .memberCall("fractionLength", let lengths)? = arguments.first?.value, let length = lengths.first?.value else {
            throw Diagnostic(location: location, message: "expected a precision such as .fractionLength(2) or .fractionLength(0...3)")
        }
        switch length {
        case .int(let digits) where digits >= 0:
            return .swiftValue(base.precision(.fractionLength(digits)))
        case .closedRange(let digits) where digits.lowerBound >= 0:
            return .swiftValue(base.precision(.fractionLength(digits)))
        default:
            throw Diagnostic(location: location, message: "expected a count of digits or a closed range of them, found \(length.kindDescription)")
        }
    }
}

extension Standard {
    /// A date format style (`.dateTime`, `.dateTime.hour().minute()`), or nil for another value.
    static func dateFormatStyle(_ value: Value) -> Date.FormatStyle? {
        switch value {
        case .member("dateTime"): .dateTime
        case .swiftValue(let style as Date.FormatStyle): style
        default: nil
        }
    }

    /// `.dateTime.year().month(.abbreviated).day()`, `.dateTime.hour().minute()`,
    /// `.dateTime.weekday(.wide)`: a date format style of the fields named, as `formatted(_:)`
    /// takes it; nil for another method.
    static func dateStyleMethod(_ receiver: Value, _ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let base: Date.FormatStyle
        switch receiver {
        case .member("dateTime"): base = .dateTime
        case .swiftValue(let style as Date.FormatStyle): base = style
        default: return nil
        }
        let symbol = arguments.first?.value
        func pick<T>(_ symbols: [String: T], _ fallback: T, _ what: String) throws -> T {
            guard let symbol else { return fallback }
            guard case .member(let symbolName) = symbol, let found = symbols[symbolName] else {
                throw Diagnostic(location: location, message: "expected \(what) for .\(name)(_:), found \(symbol.kindDescription)\(Suggestion.hint(for: symbol.described, in: Array(symbols.keys)))")
            }
            return found
        }
        switch name {
        case "year":
            return .swiftValue(base.year(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], .defaultDigits, "a year style such as .defaultDigits")))
        case "month":
            return .swiftValue(base.month(try pick([
                "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow,
            ], .abbreviated, "a month style such as .wide")))
        case "day":
            return .swiftValue(base.day(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "ordinalOfDayInMonth": .ordinalOfDayInMonth], .defaultDigits, "a day style such as .twoDigits")))
        case "weekday":
            return .swiftValue(base.weekday(try pick([
                "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short, "oneDigit": .oneDigit, "twoDigits": .twoDigits,
            ], .abbreviated, "a weekday style such as .wide")))
        case "era":
            return .swiftValue(base.era(try pick(["abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow], .abbreviated, "an era style such as .wide")))
        case "hour":
            guard let symbol else { return .swiftValue(base.hour()) }
            let amPMStyles: [String: Date.FormatStyle.Symbol.Hour.AMPMStyle] = ["omitted": .omitted, "narrow": .narrow, "abbreviated": .abbreviated, "wide": .wide]
            var style = "defaultDigits", amPM = Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated
            switch symbol {
            case .member(let member): style = member
            case .memberCall(let member, let values) where values.first?.label == "amPM":
                style = member
                guard case .member(let amPMName)? = values.first?.value, let found = amPMStyles[amPMName] else {
                    throw Diagnostic(location: location, message: "expected an AM/PM style such as .abbreviated or .omitted")
                }
                amPM = found
            default: break
            }
            switch style {
            case "defaultDigits": return .swiftValue(base.hour(.defaultDigits(amPM: amPM)))
            case "twoDigits": return .swiftValue(base.hour(.twoDigits(amPM: amPM)))
            case "conversationalDefaultDigits": return .swiftValue(base.hour(.conversationalDefaultDigits(amPM: amPM)))
            default: throw Diagnostic(location: location, message: "expected an hour style such as .defaultDigits(amPM: .abbreviated), found \(symbol.kindDescription)")
            }
        case "minute":
            return .swiftValue(base.minute(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], .defaultDigits, "a minute style such as .twoDigits")))
        case "second":
            return .swiftValue(base.second(try pick(["defaultDigits": .defaultDigits, "twoDigits": .twoDigits], .defaultDigits, "a second style such as .twoDigits")))
        default:
            return nil
        }
    }
}
