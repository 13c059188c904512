import Foundation
import ScriptSyntax

/// The methods of `Calendar.current` that app code calls on dates: components, arithmetic and
/// the day tests, with the current calendar as compiled code has it.
enum CalendarMembers {
    /// The components by name: `.year`, `.month`, `.day`…
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear,
        "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond, "quarter": .quarter,
    ]

    /// The methods the reader knows, for suggestions.
    static let methods = [
        "component", "date", "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDateInWeekend", "startOfDay",
        "isDate", "dateComponents",
    ]

    /// `Calendar.current.name(arguments)`, or nil when the reader knows no such method.
    static func method(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let calendar = Calendar.current
        func date(_ label: String?) throws -> Date {
            guard let argument = arguments.first(where: { $0.label == label }), case .date(let date) = argument.value else {
                throw Diagnostic(location: location, message: "expected a date for Calendar's \(name)(\(label.map { $0 + ":" } ?? "_:")), found \(arguments.first { $0.label == label }?.value.kindDescription ?? "none")")
            }
            return date
        }
        func component(_ value: Value?) throws -> Calendar.Component {
            guard case .member(let component)? = value, let found = components[component] else {
                throw Diagnostic(location: location, message: "expected a calendar component such as .day, found \(value?.kindDescription ?? "none")")
            }
            return found
        }
        let labels = arguments.map(\.label)
        switch (name, labels) {
        case ("component", [nil, "from"]):
            return .int(calendar.component(try component(arguments[0].value), from: try date("from")))
        case ("date", ["byAdding", "value", "to"]):
            guard case .int(let amount) = arguments[1].value else {
                throw Diagnostic(location: location, message: "expected a whole number for 'value:', found \(arguments[1].value.kindDescription)")
            }
            return calendar.date(byAdding: try component(arguments[0].value), value: amount, to: try date("to")).map(Value.date) ?? .null
        case ("date", ["byAdding", "to"]):
            // `date(byAdding: components, to: date)`
            let components = try Convert.swiftValue(DateComponents.self, "DateComponents(…)")(arguments[0].value, location)
            return calendar.date(byAdding: components, to: try date("to")).map(Value.date) ?? .null
        case ("date", ["from"]):
            // `date(from: components)`: nil when the components make no date.
            let components = try Convert.swiftValue(DateComponents.self, "DateComponents(…)")(arguments[0].value, location)
            return calendar.date(from: components).map(Value.date) ?? .null
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            let numbers = try arguments.prefix(3).map { argument -> Int in
                guard case .int(let number) = argument.value else {
                    throw Diagnostic(location: location, message: "expected a whole number for '\(argument.label ?? "_"):', found \(argument.value.kindDescription)")
                }
                return number
            }
            return calendar.date(bySettingHour: numbers[0], minute: numbers[1], second: numbers[2], of: try date("of")).map(Value.date) ?? .null
        case ("dateComponents", [nil, "from"]):
            // `dateComponents([.year, .month], from: date)`: the components asked for.
            guard case .array(let names) = arguments[0].value else {
                throw Diagnostic(location: location, message: "expected a list of components such as [.year, .month], found \(arguments[0].value.kindDescription)")
            }
            return .swiftValue(calendar.dateComponents(Set(try names.map { try component($0) }), from: try date("from")))
        case ("isDateInToday", [nil]): return .bool(calendar.isDateInToday(try date(nil)))
        case ("isDateInYesterday", [nil]): return .bool(calendar.isDateInYesterday(try date(nil)))
        case ("isDateInTomorrow", [nil]): return .bool(calendar.isDateInTomorrow(try date(nil)))
        case ("isDateInWeekend", [nil]): return .bool(calendar.isDateInWeekend(try date(nil)))
        case ("startOfDay", ["for"]): return .date(calendar.startOfDay(for: try date("for")))
        case ("isDate", [nil, "inSameDayAs"]): return .bool(calendar.isDate(try date(nil), inSameDayAs: try date("inSameDayAs")))
        case ("dateComponents", [nil, "from", "to"]):
            // `dateComponents([.day], from: a, to: b).day`: the components asked for, as a record of numbers.
            guard case .array(let names) = arguments[0].value else {
                throw Diagnostic(location: location, message: "expected a list of components such as [.day], found \(arguments[0].value.kindDescription)")
            }
            let asked = try names.map { try component($0) }
            let difference = calendar.dateComponents(Set(asked), from: try date("from"), to: try date("to"))
            var fields: [(label: String?, value: Value)] = []
            for (name, component) in components.sorted(by: { $0.key < $1.key }) where asked.contains(component) {
                fields.append((name, difference.value(for: component).map(Value.int) ?? .null))
            }
            return .tuple(fields)
        default:
            return nil
        }
    }
}
