import Builders

extension KindDescriptor {
    /// Slider: a control named by its label (`labelView()`); `value()` reads its binding.
    static let slider = KindDescriptor(
        kind: .slider, typeNames: ["Slider"], listRole: .control, supplementaryPaths: [("labelView", "label")],
        valuePaths: ["onEditingChanged": ["onEditingChanged"]])
}

extension InspectableView {
    /// The Slider at `index`.
    public func slider(_ index: Int? = nil) throws -> InspectableView { try child(.slider, index) }

    /// The value of a Slider, as ViewInspector's `value()`. (The argument only tells this method
    /// from the inspector's stored `value`; call it as `value()` where a Double is expected, or as
    /// `value(Double.self)`: where nothing names a type, `value()` is a colour's.)
    @_disfavoredOverload
    public func value(_ type: Double.Type = Double.self) throws -> Double {
        try sliderValue()
    }

    /// The value of a Slider, for ``value(_:)`` of any type.
    func sliderValue() throws -> Double {
        try sliderBinding("value()").wrappedValue
    }

    /// Moves a Slider to `value`, as ViewInspector's `setValue(_:)`, as a drag would: the value is
    /// kept within the slider's range and snapped to its step. Throws when the slider is disabled.
    public func setValue(_ value: Double) throws {
        let binding = try sliderBinding("setValue(_:)")
        try refuseIfDisabled("setValue(_:)")
        guard value.isFinite else {
            throw InspectionError.notSupported("setValue(_:) with a value that is not finite", path: place)
        }
        var newValue = value
        if let bounds = MirrorReader.descendant(self.value, "bounds") as? ClosedRange<Double> {
            newValue = Swift.min(Swift.max(newValue, bounds.lowerBound), bounds.upperBound)
            if let step = MirrorReader.descendant(self.value, "step", "some") as? Double, step > 0 {
                let steps = ((newValue - bounds.lowerBound) / step).rounded()
                // From an infinite lower bound no step lands anywhere (−∞ + ∞ is NaN): the value stays as clamped.
                let snapped = bounds.lowerBound + steps * step
                if snapped.isFinite { newValue = Swift.min(snapped, bounds.upperBound) }
            }
        }
        binding.wrappedValue = newValue
    }

    private func sliderBinding(_ verb: String) throws -> Binding<Double> {
        try expect([.slider], verb)
        guard let binding = MirrorReader.descendant(value, "_value") as? Binding<Double> else {
            throw InspectionError.attributeNotFound("a Binding<Double> at _value", in: fullTypeName, path: place)
        }
        return binding
    }
}
