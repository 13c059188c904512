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
        onIncrement: {
            let next = value.wrappedValue.advanced(by: step)
            if let bounds {
                value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
            } else {
                value.wrappedValue = next
            }
        },
        onDecrement: {
            let next = value.wrappedValue.advanced(by: -step)
            if let bounds {
                value.wrappedValue = min(max(next, bounds.lowerBound), bounds.upperBound)
            } else {
                value.wrappedValue = next
            }
        },
        onEditingChanged: onEditingChanged,
        currentValue: { "\(value.wrappedValue)" })
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
