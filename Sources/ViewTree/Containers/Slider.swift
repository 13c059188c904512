/// A control that picks a value from a range by dragging, as SwiftUI's `Slider`: its value
/// binding at `_value` (as a `Double`), its range (`bounds`) and `step`, its `label`, its
/// `minimumValueLabel` and `maximumValueLabel`, and `onEditingChanged`.
public struct Slider<Label, ValueLabel> {
    /// The value, as a Double whatever the bound type.
    package var _value: Binding<Double>
    /// The values the slider covers.
    package var bounds: ClosedRange<Double>
    /// The distance between allowed values; nil for a continuous slider.
    package var step: Double?
    /// Called with `true` when a drag begins and `false` when it ends.
    package var onEditingChanged: (Bool) -> Void
    /// Shown at the low end.
    package var minimumValueLabel: ValueLabel
    /// Shown at the high end.
    package var maximumValueLabel: ValueLabel
    /// What the slider changes.
    @usableFromInline package var label: Label

    /// A slider from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, onEditingChanged: @escaping (Bool) -> Void,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: Label
    ) -> Slider {
        Slider(_value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
               minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, label: label)
    }
}

extension Slider: _EditingChangedControl {
    /// The slider's `onEditingChanged`.
    package var _editingChanged: (Bool) -> Void { onEditingChanged }
}
