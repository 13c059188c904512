/// A view that shows a value within a range, as SwiftUI's `Gauge`: its `value` and `bounds`
/// (as Doubles), its `label`, the view of its current value (`currentValueLabel`), the views of
/// its bounds (`minimumValueLabel`, `maximumValueLabel`) and of values marked along it
/// (`markedValueLabels`).
public struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> {
    /// The value shown.
    package var value: Double
    /// The values the gauge covers.
    package var bounds: ClosedRange<Double>
    /// What the gauge measures.
    @usableFromInline package var label: Label
    /// The current value as a view.
    package var currentValueLabel: CurrentValueLabel
    /// Shown at the low end.
    package var minimumValueLabel: BoundsLabel
    /// Shown at the high end.
    package var maximumValueLabel: BoundsLabel
    /// Views of values marked along the gauge.
    package var markedValueLabels: MarkedValueLabels

    /// A gauge from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        value: Double, bounds: ClosedRange<Double>, label: Label, currentValueLabel: CurrentValueLabel,
        minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel, markedValueLabels: MarkedValueLabels
    ) -> Gauge {
        Gauge(value: value, bounds: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
              maximumValueLabel: maximumValueLabel, markedValueLabels: markedValueLabels)
    }
}
