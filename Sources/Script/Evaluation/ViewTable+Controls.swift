import Builders
import Foundation
import ScriptSyntax

// The controls family's views as view code writes them. Bindings are `.constant(v)`, closures
// are empty actions; a range is written `a...b`; a date is `Date(timeIntervalSince1970: n)`.
extension ViewTable {
    /// The title (first unlabelled argument) or else the label closure (`label:` or a trailing closure).
    private static func titleOrLabel(_ call: ViewCall, label: String = "label", needing what: String) throws -> any View {
        if let title = try call.title() { return title }
        guard let argument = call.arguments.named(label) ?? call.arguments.unlabelled(0) ?? call.arguments.unlabelled(1) else {
            throw call.missing(what)
        }
        return try call.content(argument)
    }

    /// A `Text` or nil, as `prompt:` takes.
    private static func optionalText(_ value: Value, at location: SourceLocation) throws -> Text? {
        switch value {
        case .null: return nil
        case .view(let view as Text): return view
        default: throw Diagnostic(location: location, message: "expected a Text such as Text(\"Required\"), found \(value.kindDescription)")
        }
    }

    /// The bounds of `a...b` (numbers), evaluated side by side.
    private static func closedRange(_ call: ViewCall, _ label: String) throws -> (lower: Value, upper: Value)? {
        guard let argument = call.arguments.named(label) else { return nil }
        guard case let .binary("...", lhs, rhs, _) = argument.value else {
            throw Diagnostic(location: argument.location, message: "expected a closed range such as 0...10 for '\(label):'")
        }
        return (try call.evaluator.evaluate(lhs), try call.evaluator.evaluate(rhs))
    }

    // MARK: Text fields

    @Sendable static func textField(_ call: ViewCall) throws -> any View {
        if call.arguments.named("value") != nil { return try FormattedFieldReader.textField(call) } // a formatted value
        guard let text = try call.named("text", Convert.binding(of: Convert.string)) else {
            throw call.missing("'text:', as TextField(\"Name\", text: .constant(\"\"))")
        }
        let prompt = try call.named("prompt", optionalText) ?? nil
        let axis = try call.named("axis") { value, location -> _TextFieldAxis in
            switch value {
            case .member("horizontal"): return .horizontal
            case .member("vertical"): return .vertical
            default: throw Diagnostic(location: location, message: "expected .horizontal or .vertical, found \(value.kindDescription)")
            }
        }
        let label = try titleOrLabel(call, needing: "a title or a label, as TextField(\"Name\", text: .constant(\"\"))")
        let binding = try call.evaluator.liveString(call.arguments.named("text")) ?? .constant(text)
        let onCommit = call.evaluator.live == nil ? nil : try call.evaluator.liveAction(call.arguments.named("onCommit"))
        return TypedBuilders.textField(label: label, text: binding, prompt: prompt, axis: axis, onCommit: onCommit)
    }

    @Sendable static func secureField(_ call: ViewCall) throws -> any View {
        guard let text = try call.named("text", Convert.binding(of: Convert.string)) else {
            throw call.missing("'text:', as SecureField(\"Password\", text: .constant(\"\"))")
        }
        let prompt = try call.named("prompt", optionalText) ?? nil
        let label = try titleOrLabel(call, needing: "a title or a label, as SecureField(\"Password\", text: .constant(\"\"))")
        return TypedBuilders.secureField(label: label, text: try call.evaluator.liveString(call.arguments.named("text")) ?? .constant(text), prompt: prompt)
    }

    @Sendable static func textEditor(_ call: ViewCall) throws -> any View {
        guard let text = try call.named("text", Convert.binding(of: Convert.string)) else {
            throw call.missing("'text:', as TextEditor(text: .constant(\"\"))")
        }
        return TextEditor(text: .constant(text))
    }

    // MARK: Stepper, Slider

    @Sendable static func stepper(_ call: ViewCall) throws -> any View {
        let label = try titleOrLabel(call, needing: "a title or a label, as Stepper(\"Count\", value: .constant(1))")
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
        let range = try closedRange(call, "in")
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
            let bounds = try range.map { try doubleRange($0, at: argument.location) }
            let binding = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
            return TypedBuilders.stepper(label: label, value: binding, bounds: bounds, step: step)
        default:
            throw Diagnostic(location: argument.location, message: "expected a binding of a number, found \(value.kindDescription)")
        }
    }

    private static func doubleRange(_ range: (lower: Value, upper: Value), at location: SourceLocation) throws -> ClosedRange<Double> {
        let low = try Convert.double(range.lower, at: location), high = try Convert.double(range.upper, at: location)
        guard low.isFinite, high.isFinite, low <= high else {
            throw Diagnostic(location: location, message: "expected a range whose lower bound is at most its upper bound")
        }
        return low...high
    }

    @Sendable static func slider(_ call: ViewCall) throws -> any View {
        guard let argument = call.arguments.named("value") else { throw call.missing("'value:', as Slider(value: .constant(0.5))") }
        let number = try Convert.double(try Convert.binding(try call.value(argument), at: argument.location), at: argument.location)
        let value = try call.evaluator.liveBinding(argument, as: { try? Convert.double($0, at: argument.location) }, fallback: number, { .double($0) })
        let bounds = try closedRange(call, "in").map { try doubleRange($0, at: argument.location) } ?? 0...1
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

    // MARK: DatePicker, ColorPicker

    /// `Date(timeIntervalSince1970: n)` or `Date()`, read from the syntax (dates are not values of view code).
    private static func date(_ expression: Expr, _ call: ViewCall) throws -> Date {
        guard case .call(let inner) = expression, case .identifier("Date", _) = inner.callee else {
            throw Diagnostic(location: expression.location, message: "expected a date such as Date(timeIntervalSince1970: 0)")
        }
        if inner.arguments.isEmpty { return Date() }
        guard inner.arguments.count == 1, let seconds = inner.arguments.first, seconds.label == "timeIntervalSince1970" else {
            throw Diagnostic(location: inner.location, message: "expected Date() or Date(timeIntervalSince1970: n)")
        }
        let interval = try Convert.double(try call.evaluator.evaluate(seconds.value), at: seconds.location)
        guard interval.isFinite else { throw Diagnostic(location: seconds.location, message: "expected a finite time interval") }
        return Date(timeIntervalSince1970: interval)
    }

    @Sendable static func datePicker(_ call: ViewCall) throws -> any View {
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
        let label = try titleOrLabel(call, needing: "a title or a label, as DatePicker(\"Due\", selection: …)")
        return TypedBuilders.datePicker(label: label, selection: selection, range: range, components: components)
    }

    @Sendable static func colorPicker(_ call: ViewCall) throws -> any View {
        guard let color = try call.named("selection", Convert.binding(of: Convert.color)) else {
            throw call.missing("'selection:', as ColorPicker(\"Tint\", selection: .constant(.red))")
        }
        let supportsOpacity = try call.named("supportsOpacity", Convert.bool) ?? true
        let label = try titleOrLabel(call, needing: "a title or a label, as ColorPicker(\"Tint\", selection: .constant(.red))")
        // A `$color` writes through when live.
        let selection = try call.evaluator.liveBinding(call.arguments.named("selection"), as: { if case .color(let color) = $0 { color } else { nil } }, fallback: color, { .color($0) })
        return TypedBuilders.colorPicker(label: label, selection: selection, supportsOpacity: supportsOpacity)
    }

    // MARK: ProgressView, Label, LabeledContent

    @Sendable static func progressView(_ call: ViewCall) throws -> any View {
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

    @Sendable static func label(_ call: ViewCall) throws -> any View {
        // `Label(configuration)` in a LabelStyle struct's makeBody (a Label of
        // one argument has no other form).
        if call.arguments.list.count == 1, let argument = call.arguments.unlabelled(0),
           case .swiftValue(let held) = try call.value(argument), let configuration = held as? LabelStyleConfiguration {
            return Label(configuration)
        }
        if let title = try call.title() {
            if let symbol = try call.named("systemImage", Convert.string) {
                return TypedBuilders.label(title: title, icon: Image(systemName: symbol))
            }
            guard let name = try call.named("image", Convert.string) else {
                throw call.missing("'systemImage:' or 'image:', as Label(\"Trash\", systemImage: \"trash\")")
            }
            return TypedBuilders.label(title: title, icon: Image(name))
        }
        guard let titleArgument = call.arguments.named("title") ?? call.arguments.unlabelled(0),
              let iconArgument = call.arguments.named("icon") ?? call.arguments.unlabelled(call.arguments.named("title") == nil ? 1 : 0) else {
            throw call.missing("a title and an icon, as Label(\"Trash\", systemImage: \"trash\")")
        }
        return TypedBuilders.label(title: try call.content(titleArgument), icon: try call.content(iconArgument))
    }

    @Sendable static func labeledContent(_ call: ViewCall) throws -> any View {
        if let title = try call.title() {
            if let value = call.arguments.named("value") {
                return TypedBuilders.labeledContent(label: title, content: Text(try Convert.string(try call.value(value), at: value.location)))
            }
            return TypedBuilders.labeledContent(label: title, content: try call.content("content", orUnlabelled: 1))
        }
        guard let contentArgument = call.arguments.named("content") ?? call.arguments.unlabelled(0),
              let labelArgument = call.arguments.named("label") ?? call.arguments.unlabelled(call.arguments.named("content") == nil ? 1 : 0) else {
            throw call.missing("a title, or content and a label, as LabeledContent(\"Size\", value: \"2 MB\")")
        }
        return TypedBuilders.labeledContent(label: try call.content(labelArgument), content: try call.content(contentArgument))
    }
}

extension ViewTable {
    /// `Link("Website", destination: URL(string: "https://example.com")!)`, `Link(destination: url) { label }`.
    @Sendable static func link(_ call: ViewCall) throws -> any View {
        guard let destinationArgument = call.arguments.named("destination") else {
            throw call.missing("a destination, as Link(\"Website\", destination: URL(string: \"https://example.com\")!)")
        }
        guard case .url(let destination) = try call.value(destinationArgument) else {
            throw Diagnostic(location: destinationArgument.location,
                             message: "expected a URL, as URL(string: \"https://example.com\")!, found \(try call.value(destinationArgument).kindDescription)")
        }
        if let title = try call.title() {
            return Link(destination: destination) { title }
        }
        return TypedBuilders.link(destination: destination, label: try call.content("label", orUnlabelled: 0))
    }
}

extension ViewTable {
    /// `Button("Delete", role: .destructive) {}`, `Button(role: .cancel) {} label: { … }`,
    /// `Button("Delete", systemImage: "trash") {}`.
    static func buttonWithRole(_ call: ViewCall) throws -> any View {
        let role = try call.named("role") { value, location -> ButtonRole? in
            switch value {
            case .null: return nil
            case .member("destructive"): return .destructive
            case .member("cancel"): return .cancel
            case .member("confirm"): return .confirm
            case .member("close"): return .close
            default: throw Diagnostic(location: location, message: "expected a role such as .destructive or .cancel, found \(value.kindDescription)")
            }
        } ?? nil
        let action = try call.evaluator.liveAction(buttonAction(call))
        if let title = try call.title() {
            if let symbol = try call.named("systemImage", Convert.string) {
                return TypedBuilders.button(label: TypedBuilders.label(title: title, icon: Image(systemName: symbol)), role: role, action: action)
            }
            return TypedBuilders.button(label: title, role: role, action: action)
        }
        guard let label = call.arguments.named("label") ?? call.arguments.unlabelled(1) else {
            throw call.missing("a title or a label, as Button(\"Delete\", role: .destructive) { … }")
        }
        return TypedBuilders.button(label: try call.content(label), role: role, action: action)
    }

    /// A Button's action argument: `action:`, else its trailing closure (the last unlabelled argument).
    static func buttonAction(_ call: ViewCall) -> Argument? {
        call.arguments.named("action") ?? call.arguments.list.last { $0.label == nil && { if case .closure = $0.value { true } else { false } }($0) }
    }
}

// MARK: Timer progress views
extension ViewTable {
    /// `ProgressView(timerInterval: start...end, countsDown:)`, with a `label:` and a `currentValueLabel:` or not.
    @Sendable static func timerProgressView(_ call: ViewCall) throws -> any View {
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
