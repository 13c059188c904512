import Builders
import ScriptSyntax

extension ViewEntry {
    /// `Gauge(value: 0.4) { Text("Battery") }`, with `in: 0...100`, and `currentValueLabel:`,
    /// `minimumValueLabel:` with `maximumValueLabel:`, and `markedValueLabels:` blocks or not.
    static let gauge = ViewEntry(
        name: "Gauge", labels: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "markedValueLabels"],
        unlabelled: 1, build: gaugeView)

    @Sendable private static func gaugeView(_ call: ViewCall) throws -> any View {
        guard let value = try call.named("value", Convert.double) else {
            throw call.missing("'value:', as Gauge(value: 0.4) { Text(\"Battery\") }")
        }
        var bounds: ClosedRange<Double> = 0...1
        if let range = try call.closedRange("in"), let argument = call.arguments.named("in") {
            bounds = try Convert.doubleRange(range, at: argument.location)
        }
        guard let labelArgument = call.arguments.named("label") ?? call.arguments.unlabelled(0) else {
            throw call.missing("a label, as Gauge(value: 0.4) { Text(\"Battery\") }")
        }
        let label = try call.content(labelArgument)
        let current = try call.arguments.named("currentValueLabel").map { try call.content($0) }
        let minimum = try call.arguments.named("minimumValueLabel").map { try call.content($0) }
        let maximum = try call.arguments.named("maximumValueLabel").map { try call.content($0) }
        let marked = try call.arguments.named("markedValueLabels").map { try call.content($0) }
        if (minimum == nil) != (maximum == nil) { throw call.missing("'minimumValueLabel:' and 'maximumValueLabel:' together") }
        if current == nil, minimum != nil || marked != nil { throw call.missing("'currentValueLabel:' before the labels of its bounds or marked values") }
        if let minimum, let maximum, type(of: minimum) != type(of: maximum), let argument = call.arguments.named("maximumValueLabel") {
            throw Diagnostic(location: argument.location, message: "expected the views of a gauge's bounds to be of one type, as Text and Text")
        }
        let bounded = minimum.flatMap { low in maximum.map { (low, $0) } }
        return TypedBuilders.gauge(value: value, bounds: bounds, label: label, current: current, bounds: bounded, marked: marked)
    }
}

extension TypedBuilders {
    /// `Gauge(value:in:label:…)` with the views given, each opened into its type.
    static func gauge(
        value: Double, bounds range: ClosedRange<Double>, label: any View, current: (any View)?, bounds boundsLabels: (any View, any View)?,
        marked: (any View)?
    ) -> any View {
        // The views of the bounds are of one type (the entry checks it), as compiled code's are.
        func open<L: View>(_ label: L) -> any View {
            guard let current else { return Gauge(value: value, in: range) { label } }
            func withCurrent<C: View>(_ current: C) -> any View {
                switch (boundsLabels, marked) {
                case (nil, nil):
                    return Gauge(value: value, in: range, label: { label }, currentValueLabel: { current })
                case (let (low, high)?, nil):
                    func withBounds<B: View>(_ low: B) -> any View {
                        let high = high as? B ?? low
                        return Gauge(value: value, in: range, label: { label }, currentValueLabel: { current },
                                     minimumValueLabel: { low }, maximumValueLabel: { high })
                    }
                    return withBounds(low)
                case (nil, let marked?):
                    func withMarked<M: View>(_ marked: M) -> any View {
                        Gauge(value: value, in: range, label: { label }, currentValueLabel: { current }, markedValueLabels: { marked })
                    }
                    return withMarked(marked)
                case (let (low, high)?, let marked?):
                    func withBounds<B: View>(_ low: B) -> any View {
                        let high = high as? B ?? low
                        func withMarked<M: View>(_ marked: M) -> any View {
                            Gauge(value: value, in: range, label: { label }, currentValueLabel: { current },
                                  minimumValueLabel: { low }, maximumValueLabel: { high }, markedValueLabels: { marked })
                        }
                        return withMarked(marked)
                    }
                    return withBounds(low)
                }
            }
            return withCurrent(current)
        }
        return open(label)
    }
}
