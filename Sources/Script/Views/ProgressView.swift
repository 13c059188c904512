import Builders
import Foundation
import ScriptSyntax

extension ViewEntry {
    /// `ProgressView()`, `ProgressView(value:total:)` with a title, a `label:` and a
    /// `currentValueLabel:` or not, `ProgressView(Progress(totalUnitCount: n))`,
    /// `ProgressView(timerInterval: start...end, countsDown:)`, and `ProgressView(configuration)` in a
    /// ProgressViewStyle's makeBody.
    static let progressView = ViewEntry(
        name: "ProgressView", labels: ["value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"], unlabelled: 2,
        build: progressViewBuilt)

    @Sendable private static func progressViewBuilt(_ call: ViewCall) throws -> any View {
        // `ProgressView(configuration)` in a ProgressViewStyle struct's makeBody: one argument naming a value.
        if call.arguments.list.count == 1, let argument = call.arguments.unlabelled(0), case .identifier = argument.value,
           case .swiftValue(let held) = try call.value(argument), let configuration = held as? ProgressViewStyleConfiguration {
            return ProgressView(configuration)
        }
        // `ProgressView(Progress(totalUnitCount: n))`, read from the syntax.
        if let first = call.arguments.unlabelled(0), case .call(let inner) = first.value, case .identifier("Progress", _) = inner.callee {
            guard inner.arguments.count == 1, let total = inner.arguments.first, total.label == "totalUnitCount" else {
                throw Diagnostic(location: inner.location, message: "expected Progress(totalUnitCount: n)")
            }
            guard case .int(let count) = try call.evaluator.evaluate(total.value) else {
                throw Diagnostic(location: total.location, message: "expected an integer unit count")
            }
            return ProgressView(Progress(totalUnitCount: Int64(count)))
        }
        if call.arguments.named("timerInterval") != nil { return try timerProgressView(call) }
        let determinate = call.arguments.named("value") != nil
        let value: Double? = try call.named("value") { value, location -> Double? in
            if case .null = value { return nil }
            return try Convert.double(value, at: location)
        } ?? nil
        let total = try call.named("total", Convert.double) ?? 1
        var label: (any View)?
        if let title = try call.title() {
            label = title
        } else if let argument = call.arguments.named("label") ?? call.arguments.unlabelled(0) {
            label = try call.content(argument)
        }
        let current = try call.arguments.named("currentValueLabel").map { try call.content($0) }
        if current != nil, label == nil { throw call.missing("'label:' with 'currentValueLabel:'") }
        return TypedBuilders.progressView(label: label, currentValueLabel: current, value: value, total: total, determinate: determinate)
    }

    /// `ProgressView(timerInterval: start...end, countsDown:)`, with a `label:` and a `currentValueLabel:` or not.
    private static func timerProgressView(_ call: ViewCall) throws -> any View {
        guard let interval = try call.named("timerInterval", Convert.swiftValue(ClosedRange<Date>.self, "a range of dates such as start...end")) else {
            throw call.missing("'timerInterval:'")
        }
        let countsDown = try call.named("countsDown", Convert.bool) ?? true
        guard let labelArgument = call.arguments.named("label") ?? call.arguments.unlabelled(0) else {
            return ProgressView(timerInterval: interval, countsDown: countsDown)
        }
        let label = try call.content(labelArgument)
        let current = try call.arguments.named("currentValueLabel").map { try call.content($0) }
        func open<L: View>(_ label: L) -> any View {
            guard let current else { return ProgressView(timerInterval: interval, countsDown: countsDown) { label } }
            func withCurrent<C: View>(_ current: C) -> any View {
                ProgressView(timerInterval: interval, countsDown: countsDown, label: { label }, currentValueLabel: { current })
            }
            return withCurrent(current)
        }
        return open(label)
    }
}

extension TypedBuilders {
    static func progressView(label: (any View)?, currentValueLabel: (any View)?, value: Double?, total: Double, determinate: Bool) -> any View {
        guard let label else {
            return determinate ? ProgressView(value: value, total: total) : ProgressView()
        }
        func open<L: View>(_ label: L) -> any View {
            guard determinate else { return ProgressView(label: { label }) }
            guard let currentValueLabel else { return ProgressView(value: value, total: total, label: { label }) }
            func withCurrent<C: View>(_ current: C) -> any View {
                ProgressView(value: value, total: total, label: { label }, currentValueLabel: { current })
            }
            return withCurrent(currentValueLabel)
        }
        return open(label)
    }
}
