extension Slider: View, _LabelledControl where Label: View, ValueLabel: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

/// `value` as a binding to a Double, whatever its floating-point type.
private func doubleBinding<V: BinaryFloatingPoint>(_ value: Binding<V>) -> Binding<Double> {
    Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
}

/// `bounds` as a range of Doubles.
private func doubleBounds<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>) -> ClosedRange<Double> {
    Double(bounds.lowerBound)...Double(bounds.upperBound)
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a continuous slider of `value` within `bounds`, as `Slider(value: $volume, in: 0...10)`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self = .make(value: doubleBinding(value), bounds: doubleBounds(bounds), step: nil, onEditingChanged: onEditingChanged,
                     minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: EmptyView())
    }

    /// Creates a slider of `value` within `bounds` that moves by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self = .make(value: doubleBinding(value), bounds: doubleBounds(bounds), step: Double(step), onEditingChanged: onEditingChanged,
                     minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: EmptyView())
    }
}

extension Slider where Label: View, ValueLabel == EmptyView {
    /// Creates a continuous slider with a label, as `Slider(value: $volume, in: 0...10) { Text("Volume") }`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self = .make(value: doubleBinding(value), bounds: doubleBounds(bounds), step: nil, onEditingChanged: onEditingChanged,
                     minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: label())
    }

    /// Creates a slider with a label that moves by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self = .make(value: doubleBinding(value), bounds: doubleBounds(bounds), step: Double(step), onEditingChanged: onEditingChanged,
                     minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), label: label())
    }
}

extension Slider where Label: View, ValueLabel: View {
    /// Creates a continuous slider with a label and labels at its two ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self = .make(value: doubleBinding(value), bounds: doubleBounds(bounds), step: nil, onEditingChanged: onEditingChanged,
                     minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), label: label())
    }

    /// Creates a slider with a label and labels at its two ends that moves by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self = .make(value: doubleBinding(value), bounds: doubleBounds(bounds), step: Double(step), onEditingChanged: onEditingChanged,
                     minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), label: label())
    }
}
