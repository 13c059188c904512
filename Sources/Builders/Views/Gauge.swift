extension Gauge: View, _LabelledControl where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension Gauge where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    /// A gauge of `value` in `bounds`, its views given.
    private static func gauge<V: BinaryFloatingPoint>(
        _ value: V, _ bounds: ClosedRange<V>, _ label: Label, _ current: CurrentValueLabel, _ minimum: BoundsLabel, _ maximum: BoundsLabel,
        _ marked: MarkedValueLabels
    ) -> Gauge {
        .make(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label, currentValueLabel: current,
              minimumValueLabel: minimum, maximumValueLabel: maximum, markedValueLabels: marked)
    }
}

extension Gauge where Label: View, CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` in `bounds` with a label, as `Gauge(value: 0.4) { Text("Battery") }`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self = .gauge(value, bounds, label(), EmptyView(), EmptyView(), EmptyView(), EmptyView())
    }
}

extension Gauge where Label: View, CurrentValueLabel: View, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label and a view of its current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self = .gauge(value, bounds, label(), currentValueLabel(), EmptyView(), EmptyView(), EmptyView())
    }
}

extension Gauge where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels == EmptyView {
    /// Creates a gauge with a label, a view of its current value and views of its bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self = .gauge(value, bounds, label(), currentValueLabel(), minimumValueLabel(), maximumValueLabel(), EmptyView())
    }
}

extension Gauge where Label: View, CurrentValueLabel: View, BoundsLabel == EmptyView, MarkedValueLabels: View {
    /// Creates a gauge with a label, a view of its current value and views of values marked along it.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self = .gauge(value, bounds, label(), currentValueLabel(), EmptyView(), EmptyView(), markedValueLabels())
    }
}

extension Gauge where Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View {
    /// Creates a gauge with every view: its label, its current value, its bounds and marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self = .gauge(value, bounds, label(), currentValueLabel(), minimumValueLabel(), maximumValueLabel(), markedValueLabels())
    }
}
