import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Slider(value: $level, in: 0...1, step: 0.1)`, with a `label:` and end labels or not.
    static let slider = ViewEntry(name: "Slider", labels: ["value", "in", "step", "onEditingChanged", "label", "minimumValueLabel", "maximumValueLabel"], unlabelled: 1) { call in
        guard let argument = call.arguments.named("value") else { throw call.missing("'value:', as Slider(value: .constant(0.5))") }
        let number = try Convert.double(try Convert.binding(try call.value(argument), at: argument.location), at: argument.location)
        let value = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
        let bounds = try call.closedRange("in").map { try Convert.doubleRange($0, at: argument.location) } ?? 0...1
        let step = try call.named("step", Convert.double)
        if let step, !(step > 0) { throw Diagnostic(location: argument.location, message: "expected a positive step") }
        let label = try call.content("label")
        if call.arguments.named("minimumValueLabel") != nil || call.arguments.named("maximumValueLabel") != nil {
            let minimum = try call.content(call.arguments.named("minimumValueLabel"))
            let maximum = try call.content(call.arguments.named("maximumValueLabel"))
            guard let slider = TypedBuilders.slider(value: value, bounds: bounds, step: step, label: label, minimum: minimum, maximum: maximum) else {
                throw call.missing("'minimumValueLabel:' and 'maximumValueLabel:' of one type")
            }
            return slider
        }
        return TypedBuilders.slider(value: value, bounds: bounds, step: step, label: label)
    }
}

extension TypedBuilders {
    /// A slider with labels at its ends, or nil when the two end labels are not of one type (as Swift requires).
    static func slider(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: any View, minimum: any View, maximum: any View) -> (any View)? {
        func open<L: View, M: View>(_ label: L, _ minimum: M) -> (any View)? {
            guard let maximum = maximum as? M else { return nil }
            if let step {
                return Slider(value: value, in: bounds, step: step, label: { label }, minimumValueLabel: { minimum }, maximumValueLabel: { maximum })
            }
            return Slider(value: value, in: bounds, label: { label }, minimumValueLabel: { minimum }, maximumValueLabel: { maximum })
        }
        return open(label, minimum)
    }

    static func slider(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, label: any View) -> any View {
        func open<L: View>(_ label: L) -> any View {
            if let step { return Slider(value: value, in: bounds, step: step, label: { label }) }
            return Slider(value: value, in: bounds, label: { label })
        }
        return open(label)
    }
}
