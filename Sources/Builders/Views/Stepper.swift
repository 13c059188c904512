extension Stepper: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public var _controlLabel: Label { label }
}

/// The actions of a stepper of a value: each steps by `step` and keeps the value within
/// `bounds`, as SwiftUI's Stepper never leaves its range.
private func steppingConfiguration<V: Strideable>(
    _ value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void
) -> _StepperConfiguration {
    _StepperConfiguration(
        onIncrement: { value.wrappedValue = stepped(value.wrappedValue, by: step, forward: true, within: bounds) },
        onDecrement: { value.wrappedValue = stepped(value.wrappedValue, by: step, forward: false, within: bounds) },
        onEditingChanged: onEditingChanged,
        currentValue: { "\(value.wrappedValue)" })
}

/// `value` moved by `step` forward or back, kept within `bounds`. An integer never overflows its
/// type: a step past the type's limit stops at the bound, or at the limit when there is no bound.
private func stepped<V: Strideable>(_ value: V, by step: V.Stride, forward: Bool, within bounds: ClosedRange<V>?) -> V {
    let next = integerStepped(value, by: step, forward: forward, within: bounds)
        ?? value.advanced(by: forward ? step : -step)  // not an integer: floating point does not trap
    guard let bounds else { return next }
    return min(max(next, bounds.lowerBound), bounds.upperBound)
}

/// `value` moved by `step` when it is a fixed-width integer, with overflow reported as the bound
/// (or the type's limit) on that side; nil for other types.
private func integerStepped<V: Strideable>(_ value: V, by step: V.Stride, forward: Bool, within bounds: ClosedRange<V>?) -> V? {
    guard let integer = value as? any FixedWidthInteger, let stride = step as? any BinaryInteger else { return nil }
    func open<I: FixedWidthInteger, S: BinaryInteger>(_ start: I, _ stride: S) -> V? {
        // A negative step goes the other way by its magnitude.
        let ahead = forward == (stride >= 0)
        let limit = (ahead ? bounds?.upperBound : bounds?.lowerBound) ?? (ahead ? I.max : I.min) as? V
        guard let delta = I(exactly: stride.magnitude) else { return limit }
        let (moved, overflow) = ahead ? start.addingReportingOverflow(delta) : start.subtractingReportingOverflow(delta)
        return overflow ? limit : moved as? V
    }
    return open(integer, stride)
}

extension Stepper where Label: View {
    /// Creates a stepper of actions, as `Stepper { Text("Count") } onIncrement: { … } onDecrement: { … }`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = .make(label: label(), configuration: _StepperConfiguration(
            onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, currentValue: nil))
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
