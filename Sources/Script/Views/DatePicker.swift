import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `DatePicker("Due", selection: $date, in: start...end, displayedComponents: .date)`; dates
    /// are `Date(timeIntervalSince1970: n)` or `Date()`.
    static let datePicker = ViewEntry(name: "DatePicker", labels: ["selection", "in", "displayedComponents", "label"], unlabelled: 2, build: datePickerView)

    /// `Date(timeIntervalSince1970: n)` or `Date()`, read from the syntax (dates are not values of view code).
    private static func date(_ expression: Expr, _ call: ViewCall) throws -> Date {
        guard case .call(let inner) = expression, case .identifier("Date", _) = inner.callee else {
            throw Diagnostic(location: expression.location, message: "expected a date such as Date(timeIntervalSince1970: 0)")
        }
        if inner.arguments.isEmpty { return DrawingClock.now }
        guard inner.arguments.count == 1, let seconds = inner.arguments.first, seconds.label == "timeIntervalSince1970" else {
            throw Diagnostic(location: inner.location, message: "expected Date() or Date(timeIntervalSince1970: n)")
        }
        let interval = try Convert.double(try call.evaluator.evaluate(seconds.value), at: seconds.location)
        guard interval.isFinite else { throw Diagnostic(location: seconds.location, message: "expected a finite time interval") }
        return Date(timeIntervalSince1970: interval)
    }

    @Sendable private static func datePickerView(_ call: ViewCall) throws -> any View {
        guard let argument = call.arguments.named("selection") else {
            throw call.missing("'selection:' as a constant binding, as DatePicker(\"Due\", selection: .constant(Date(timeIntervalSince1970: 0)))")
        }
        let selection: Binding<Date>
        if case .call(let constant) = argument.value, case .implicitMember("constant", _) = constant.callee,
           constant.arguments.count == 1, let inner = constant.arguments.first {
            selection = .constant(try date(inner.value, call))
        } else {
            // `$date`: a date of the file's state, written through when live.
            guard case .date(let initial) = try Convert.binding(try call.value(argument), at: argument.location) else {
                throw Diagnostic(location: argument.location, message: "expected a binding of a date, as $date or .constant(Date(timeIntervalSince1970: 0))")
            }
            selection = try call.evaluator.liveBinding(argument, as: { if case .date(let value) = $0 { value } else { nil } }, fallback: initial, { .date($0) })
        }
        var range: ClosedRange<Date>?
        if let rangeArgument = call.arguments.named("in") {
            guard case let .binary("...", lhs, rhs, _) = rangeArgument.value else {
                throw Diagnostic(location: rangeArgument.location, message: "expected a closed range of dates for 'in:'")
            }
            let low = try date(lhs, call), high = try date(rhs, call)
            guard low <= high else { throw Diagnostic(location: rangeArgument.location, message: "expected a range whose lower bound is at most its upper bound") }
            range = low...high
        }
        let components = try call.named("displayedComponents") { value, location -> DatePickerComponents in
            func one(_ value: Value) throws -> DatePickerComponents {
                switch value {
                case .member("date"): return .date
                case .member("hourAndMinute"): return .hourAndMinute
                default: throw Diagnostic(location: location, message: "expected .date or .hourAndMinute, found \(value.kindDescription)")
                }
            }
            if case .array(let elements) = value { return try elements.reduce(into: []) { $0.formUnion(try one($1)) } }
            return try one(value)
        } ?? [.hourAndMinute, .date]
        let label = try call.titleOrLabel(needing: "a title or a label, as DatePicker(\"Due\", selection: …)")
        return TypedBuilders.datePicker(label: label, selection: selection, range: range, components: components)
    }
}

extension TypedBuilders {
    static func datePicker(label: any View, selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let range { return DatePicker(selection: selection, in: range, displayedComponents: components, label: { label }) }
            return DatePicker(selection: selection, displayedComponents: components, label: { label })
        }
        return open(label)
    }
}
