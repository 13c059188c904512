import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Stepper("Count", value: $count, in: 0...10, step: 2)` (integers or numbers), or with
    /// `onIncrement:` and `onDecrement:` actions; a title or a `label:`.
    static let stepper = ViewEntry(name: "Stepper", labels: ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "label"], unlabelled: 2, build: stepperView)

    @Sendable private static func stepperView(_ call: ViewCall) throws -> any View {
        let label = try call.titleOrLabel(needing: "a title or a label, as Stepper(\"Count\", value: .constant(1))")
        guard let argument = call.arguments.named("value") else {
            guard call.arguments.named("onIncrement") != nil || call.arguments.named("onDecrement") != nil else {
                throw call.missing("'value:' or 'onIncrement:' and 'onDecrement:', as Stepper(\"Count\", value: .constant(1))")
            }
            // The actions run when live.
            let increment = try call.evaluator.liveAction(call.arguments.named("onIncrement"))
            let decrement = try call.evaluator.liveAction(call.arguments.named("onDecrement"))
            return TypedBuilders.stepper(label: label, onIncrement: increment, onDecrement: decrement)
        }
        let value = try Convert.binding(try call.value(argument), at: argument.location)
        let range = try call.closedRange("in")
        switch value {
        case .int(let number):
            let step = try call.named("step") { value, location -> Int in
                guard case .int(let step) = value else { throw Diagnostic(location: location, message: "expected an integer step, found \(value.kindDescription)") }
                return step
            } ?? 1
            var bounds: ClosedRange<Int>?
            if let range {
                guard case .int(let low) = range.lower, case .int(let high) = range.upper, low <= high else {
                    throw Diagnostic(location: argument.location, message: "expected an integer range whose lower bound is at most its upper bound")
                }
                bounds = low...high
            }
            let binding = try call.evaluator.liveBinding(argument, as: { if case .int(let n) = $0 { n } else { nil } }, fallback: number, { .int($0) })
            return TypedBuilders.stepper(label: label, value: binding, bounds: bounds, step: step)
        case .double(let number):
            let step = try call.named("step", Convert.double) ?? 1
            let bounds = try range.map { try Convert.doubleRange($0, at: argument.location) }
            let binding = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
            return TypedBuilders.stepper(label: label, value: binding, bounds: bounds, step: step)
        default:
            throw Diagnostic(location: argument.location, message: "expected a binding of a number, found \(value.kindDescription)")
        }
    }
}

extension TypedBuilders {
    static func stepper<V: Strideable>(label: any View, value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let bounds { return Stepper(value: value, in: bounds, step: step, label: { label }) }
            return Stepper(value: value, step: step, label: { label })
        }
        return open(label)
    }

    static func stepper(label: any View, onIncrement: @escaping () -> Void, onDecrement: @escaping () -> Void) -> any View {
        func open<L: View>(_ label: L) -> any View { Stepper(label: { label }, onIncrement: onIncrement, onDecrement: onDecrement) }
        return open(label)
    }
}
