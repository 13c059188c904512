import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `MultiDatePicker("Days", selection: $days)`, with `in: start..<end` or not, or a label
    /// block; the selection is a binding of a set of `DateComponents` (an array in view code:
    /// `@State var days: Set<DateComponents> = []`, or `.constant([])`). (The reader reads no
    /// one-sided range, so the forms with `start...` and `..<end` are not read.)
    static let multiDatePicker = ViewEntry(name: "MultiDatePicker", labels: ["selection", "in", "label"], unlabelled: 2, build: multiDatePickerView)

    @Sendable private static func multiDatePickerView(_ call: ViewCall) throws -> any View {
        guard let argument = call.arguments.named("selection") else {
            throw call.missing("'selection:' as a binding of a set of DateComponents, as MultiDatePicker(\"Days\", selection: $days)")
        }
        let initial = try days(Convert.binding(try call.value(argument), at: argument.location), at: argument.location)
        let selection = try call.evaluator.liveBinding(
            argument, as: { try? days($0, at: argument.location) }, fallback: initial,
            { .array(PickedDayOrder.sorted($0).map { .swiftValue($0) }) })
        var range: Range<Date>?
        if let rangeArgument = call.arguments.named("in") {
            guard case let .binary("..<", lhs, rhs, _) = rangeArgument.value else {
                throw Diagnostic(location: rangeArgument.location, message: "expected a half-open range of dates such as start..<end for 'in:'")
            }
            let low = try date(try call.evaluator.evaluate(lhs), at: lhs.location)
            let high = try date(try call.evaluator.evaluate(rhs), at: rhs.location)
            guard low <= high else { throw Diagnostic(location: rangeArgument.location, message: "expected a range whose lower bound is at most its upper bound") }
            range = low..<high
        }
        let label = try call.titleOrLabel(needing: "a title or a label, as MultiDatePicker(\"Days\", selection: $days)")
        return TypedBuilders.multiDatePicker(label: label, selection: selection, range: range)
    }

    /// A set of date components from view code: an array of them (or a set held as a Swift value).
    private static func days(_ value: Value, at location: SourceLocation) throws -> Set<DateComponents> {
        switch value {
        case .swiftValue(let held as Set<DateComponents>): return held
        case .array(let elements):
            return Set(try elements.map { element in
                guard case .swiftValue(let components as DateComponents) = element else {
                    throw Diagnostic(location: location, message: "expected DateComponents in the selection, found \(element.kindDescription)")
                }
                return components
            })
        default:
            throw Diagnostic(location: location, message: "expected a set of DateComponents, found \(value.kindDescription)")
        }
    }

    private static func date(_ value: Value, at location: SourceLocation) throws -> Date {
        guard case .date(let date) = value else { throw Diagnostic(location: location, message: "expected a date, found \(value.kindDescription)") }
        return date
    }
}

/// The order a picker's days are written back to view code in: by year, month and day.
private enum PickedDayOrder {
    static func sorted(_ days: Set<DateComponents>) -> [DateComponents] {
        days.sorted { [$0.year ?? .min, $0.month ?? .min, $0.day ?? .min].lexicographicallyPrecedes([$1.year ?? .min, $1.month ?? .min, $1.day ?? .min]) }
    }
}

extension TypedBuilders {
    static func multiDatePicker(label: any View, selection: Binding<Set<DateComponents>>, range: Range<Date>?) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let range { return MultiDatePicker(selection: selection, in: range, label: { label }) }
            return MultiDatePicker(selection: selection, label: { label })
        }
        return open(label)
    }
}
