import ReflectionUI

/// A setting's value as the screens show and edit it.
public enum SettingsValue: Hashable, Sendable, CustomStringConvertible {
    /// A Bool, shown as `On` or `Off`.
    case bool(Bool)
    /// An integer.
    case integer(Int)
    /// A floating-point number.
    case number(Double)
    /// A string, shown in double quotes.
    case string(String)
    /// An enum's case, by its raw value; shown by its display name (``SettingsValue/title(ofCase:)``).
    case choice(String)
    /// A value of a type without a control, as its JSON text.
    case other(String)

    /// The value as the screens show it, and so as a review line shows it: `On`, `7`, `0.5`,
    /// `"Welcome"`, and an enum's case by the title its picker shows: `Moving Average`.
    public var description: String {
        switch self {
        case .bool(let value): value ? "On" : "Off"
        case .integer(let value): "\(value)"
        case .number(let value): Self.format(value)
        case .string(let value): JSON.quoted(value)
        case .choice(let value): Self.title(ofCase: value)
        case .other(let text): text
        }
    }

    /// The title a picker shows for the enum case whose raw value is `rawValue`: its display
    /// name (``DisplayName``), `movingAverage` → `Moving Average`.
    public static func title(ofCase rawValue: String) -> String {
        DisplayName.from(rawValue)
    }

    /// A number without a trailing `.0` when it is whole: `4`, `0.25`.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return "\(Int64(value))" }
        return "\(value)"
    }

    /// The value of a field of `kind` held in the file as `json`.
    init(_ json: JSON, kind: SettingsFieldKind) {
        switch (kind, json) {
        case (.bool, .bool(let value)): self = .bool(value)
        case (.integer, .number(let text)) where Int(text) != nil: self = .integer(Int(text) ?? 0)
        case (.floatingPoint, .number(let text)) where Double(text) != nil: self = .number(Double(text) ?? 0)
        case (.string, .string(let text)): self = .string(text)
        case (.choice, .string(let text)): self = .choice(text)
        default: self = .other(json.compactText())
        }
    }

    /// The value as JSON for a field of `kind`, or why it does not fit the field.
    func json(for kind: SettingsFieldKind) throws(ValueMismatch) -> JSON {
        switch (kind, self) {
        case (.bool, .bool(let value)): return (.bool(value))
        case (.integer, .integer(let value)): return (.number("\(value)"))
        case (.floatingPoint, .number(let value)):
            guard value.isFinite else { throw ValueMismatch(reason: "\(value) is not a finite number") }
            return (.number("\(value)"))
        case (.floatingPoint, .integer(let value)): return (.number("\(value)"))
        case (.string, .string(let value)): return (.string(value))
        case (.choice(let cases), .choice(let value)), (.choice(let cases), .string(let value)):
            guard cases.contains(value) else {
                throw ValueMismatch(reason: "\(JSON.quoted(value)) is not one of \(cases.joined(separator: ", "))")
            }
            return (.string(value))
        case (.unsupported, .other(let text)):
            do throws(JSONSyntaxError) {
                return (try JSONParser.parse(Array(text.utf8)).0)
            } catch {
                throw ValueMismatch(reason: "not JSON: \(error.message)")
            }
        case (_, .choice(let value)):
            throw ValueMismatch(reason: "expected \(kind.expectation), got the case \(JSON.quoted(value))")
        default:
            throw ValueMismatch(reason: "expected \(kind.expectation), got \(self)")
        }
    }
}

/// What a field holds, and so which control shows it.
public enum SettingsFieldKind: Sendable, Equatable {
    /// A Bool: a Toggle.
    case bool
    /// An integer of any width: a Stepper.
    case integer
    /// A Double or Float: a Slider with a range, a number field without.
    case floatingPoint
    /// A String: a TextField.
    case string
    /// A `CaseIterable` enum with `String` raw values: a Picker of the raw values.
    case choice([String])
    /// Any other Codable type: shown by the editor's mapping registry, or as a row naming its type.
    case unsupported

    /// What a value of this kind looks like, for messages.
    var expectation: String {
        switch self {
        case .bool: "true or false"
        case .integer: "an integer"
        case .floatingPoint: "a number"
        case .string: "a string"
        case .choice(let cases): "one of " + cases.map(JSON.quoted).joined(separator: ", ")
        case .unsupported: "a JSON value"
        }
    }

    /// Whether `json` is a value of this kind (the number's size is checked by the decoder).
    func accepts(_ json: JSON) -> Bool {
        switch (self, json) {
        case (.bool, .bool), (.string, .string), (.unsupported, _): true
        case (.integer, .number(let text)): !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        case (.floatingPoint, .number): true
        case (.choice(let cases), .string(let value)): cases.contains(value)
        default: false
        }
    }
}

/// Why a value does not fit a field.
struct ValueMismatch: Error {
    let reason: String
}
