extension Stepper: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

/// The actions of a stepper of a value: each steps by `step` and keeps the value within
/// `bounds`, as SwiftUI's Stepper never leaves its range.
private func steppingConfiguration<V: Strideable>(
    _ value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void
) -> _StepperConfiguration {
    _StepperConfiguration(
        onIncrement: { value.wrappedValue = stepped(value.wrappedValue, by: step, up: true, within: bounds) },
        onDecrement: { value.wrappedValue = stepped(value.wrappedValue, by: step, up: false, within: bounds) },
        onEditingChanged: onEditingChanged,
        currentValue: { "\(value.wrappedValue)" })
}

/// `value` one `step` up or down, within `bounds`. Whatever the value and step, no step traps
/// and none leaves the range: an integer stops at its type's end (`Int.max + 1` and `-Int.min`
/// would trap), and a step that gives no number (a NaN or infinite step) leaves the value as it is.
private func stepped<V: Strideable>(_ value: V, by step: V.Stride, up: Bool, within bounds: ClosedRange<V>?) -> V {
    var next: V
    if let integer = value as? any FixedWidthInteger, let step = step as? Int,
       let sum = saturatingSum(integer, step, up: up) as? V {
        next = sum
    } else {
        next = value.advanced(by: up ? step : -step)
    }
    // NaN is the one value not equal to itself: a step that makes one (infinity less infinity)
    // leaves the value as it was, brought within the bounds like any other; a NaN value stays.
    if next != next { next = value }
    if let bounds, next == next {
        next = min(max(next, bounds.lowerBound), bounds.upperBound)
    }
    return next
}

/// `value` plus `step` (minus it when `up` is false), stopping at the ends of the value's type.
private func saturatingSum<I: FixedWidthInteger>(_ value: I, _ step: Int, up: Bool) -> I {
    let adds = (step >= 0) == up
    let end = adds ? I.max : I.min
    // The step's magnitude, in parts that fit the value's type (`-Int.min` does not fit Int, 200
    // does not fit Int8): two parts of `I.max` already pass either end, so this loops at most thrice.
    var result = value
    var left = step.magnitude
    while left > 0 {
        let part = min(left, UInt(clamping: I.max))
        guard let distance = I(exactly: part) else { return end }
        let (next, overflow) = adds ? result.addingReportingOverflow(distance) : result.subtractingReportingOverflow(distance)
        if overflow { return end }
        result = next
        left -= part
    }
    return result
}

extension Stepper where Label: View {
    /// Creates a stepper of actions, as `Stepper { Text("Count") } onIncrement: { … } onDecrement: { … }`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: label(), configuration: _StepperConfiguration(
            onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, currentValue: nil))
    }

    /// Creates a stepper of actions with its label last, as
    /// `Stepper(onIncrement: { … }, onDecrement: { … }) { Text("Count") }`.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper of `value`, stepping by `step`, as `Stepper(value: $count) { Text("Count") }`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: label(), configuration: steppingConfiguration(value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    /// Creates a stepper of `value` within `bounds`, as `Stepper(value: $count, in: 0...10) { Text("Count") }`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: label(), configuration: steppingConfiguration(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper of actions with a localized title.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: Text(titleKey), configuration: _StepperConfiguration(
            onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, currentValue: nil))
    }

    /// Creates a stepper of actions with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: Text(title), configuration: _StepperConfiguration(
            onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, currentValue: nil))
    }

    /// Creates a stepper of `value` with a localized title, as `Stepper("Count", value: $count)`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: Text(titleKey), configuration: steppingConfiguration(value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    /// Creates a stepper of `value` with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: Text(title), configuration: steppingConfiguration(value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
    }

    /// Creates a stepper of `value` within `bounds` with a localized title, as
    /// `Stepper("Count", value: $count, in: 0...10, step: 1)`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: Text(titleKey), configuration: steppingConfiguration(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }

    /// Creates a stepper of `value` within `bounds` with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: Text(title), configuration: steppingConfiguration(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
    }
}
