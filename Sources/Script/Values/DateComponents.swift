import Foundation
import ScriptSyntax

extension ValueEntry {
    /// `DateComponents()` and `DateComponents(year:month:day:hour:minute:second:)`: Foundation's
    /// components, whose fields view code reads and sets, and which `Calendar.current` turns
    /// into dates (``CalendarMembers``).
    static let dateComponents = ValueEntry(name: "DateComponents", labels: DateComponentsValue.order) { call in
        var components = DateComponents()
        for name in DateComponentsValue.order {
            guard let argument = call.arguments.named(name) else { continue }
            components = try DateComponentsValue.set(name, of: components, to: try call.value(argument), at: argument.location)
        }
        return components
    }
}

/// The fields of `DateComponents` view code reads and sets: `year`, `month`, `day`…, each an
/// optional whole number.
enum DateComponentsValue {
    /// The fields by name, as Calendar's components.
    static let fields: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter,
        "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear,
    ]

    /// The labels of `DateComponents(…)`, in its initialiser's order.
    static let order = [
        "calendar", "timeZone", "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal",
        "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear",
    ]

    /// `components.name`; nil for another member.
    static func member(of components: DateComponents, _ name: String) -> Value? {
        if let field = fields[name] { return components.value(for: field).map(Value.int) ?? .null }
        switch name {
        case "isValidDate": return .bool(components.isValidDate)
        case "date": return components.date.map(Value.date) ?? .null
        default: return nil
        }
    }

    /// `components` with the field `name` set to `value` (nil clears it).
    static func set(_ name: String, of components: DateComponents, to value: Value, at location: SourceLocation) throws -> DateComponents {
        var changed = components
        switch name {
        case "calendar" where value.isCurrentCalendar:
            changed.calendar = .current
        case "calendar":
            changed.calendar = value.isNull ? nil : try Convert.swiftValue(Calendar.self, "a calendar such as Calendar.current")(value, location)
        case "timeZone":
            changed.timeZone = value.isNull ? nil : try Convert.swiftValue(TimeZone.self, "a time zone such as TimeZone(identifier: \"UTC\")")(value, location)
        default:
            guard let field = fields[name] else {
                throw Diagnostic(location: location, message: "not supported by the reader: DateComponents' '\(name)'\(Suggestion.hint(for: name, in: Array(fields.keys)))")
            }
            switch value {
            case .null: changed.setValue(nil, for: field)
            case .int(let number): changed.setValue(number, for: field)
            default: throw Diagnostic(location: location, message: "expected a whole number for '\(name)', found \(value.kindDescription)")
            }
        }
        return changed
    }
}

extension Value {
    /// Whether the value is `Calendar.current`.
    var isCurrentCalendar: Bool {
        if case .opaque("Calendar.current") = self { return true }
        return false
    }
}
