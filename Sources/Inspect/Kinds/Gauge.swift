import Builders

extension KindDescriptor {
    /// Gauge: a control named by its label (`labelView()`), with views of its current value
    /// (`currentValueLabelView()`), its bounds (`minimumValueLabelView()`, `maximumValueLabelView()`)
    /// and marked values (`markedValueLabelsView()`).
    static let gauge = KindDescriptor(
        kind: .gauge, typeNames: ["Gauge"], listRole: .control,
        supplementaryPaths: [
            ("labelView", "label"), ("currentValueLabelView", "currentValueLabel"), ("minimumValueLabelView", "minimumValueLabel"),
            ("maximumValueLabelView", "maximumValueLabel"), ("markedValueLabelsView", "markedValueLabels"),
        ])
}

extension InspectableView {
    /// The Gauge at `index`.
    public func gauge(_ index: Int? = nil) throws -> InspectableView { try child(.gauge, index) }

    /// The view of a Gauge's low end.
    public func minimumValueLabelView() throws -> InspectableView {
        try supplementary("minimumValueLabelView")
    }

    /// The view of a Gauge's high end.
    public func maximumValueLabelView() throws -> InspectableView {
        try supplementary("maximumValueLabelView")
    }

    /// The views of the values marked along a Gauge.
    public func markedValueLabelsView() throws -> InspectableView {
        try supplementary("markedValueLabelsView")
    }

    /// The value a Gauge shows, as a Double whatever the type it was given as.
    public func currentValue() throws -> Double {
        try expect([.gauge], "currentValue()")
        return try storedValue(at: "value", as: Double.self)
    }

    /// The values a Gauge covers, as Doubles.
    public func bounds() throws -> ClosedRange<Double> {
        try expect([.gauge], "bounds()")
        return try storedValue(at: "bounds", as: ClosedRange<Double>.self)
    }
}
