/// A view that shows progress, as SwiftUI's `ProgressView`: its `base` holds a
/// ``CustomProgressView`` (at `base|custom`) with the optional `label`, the optional
/// `currentValueLabel` and `fractionCompleted` (nil while the progress is indeterminate).
public struct ProgressView<Label, CurrentValueLabel> {
    /// How the progress is known.
    public enum Base {
        /// Progress given by a value (or none: indeterminate).
        case custom(CustomProgressView<Label, CurrentValueLabel>)
    }

    /// The progress and its labels.
    @usableFromInline package var base: Base

    /// A progress view from its parts.
    package static func make(label: Label?, currentValueLabel: CurrentValueLabel?, fractionCompleted: Double?) -> ProgressView {
        ProgressView(base: .custom(CustomProgressView(label: label, currentValueLabel: currentValueLabel, fractionCompleted: fractionCompleted)))
    }
}

/// The progress of a ``ProgressView`` given by a value, and its labels.
public struct CustomProgressView<Label, CurrentValueLabel> {
    /// What is progressing, if labelled.
    @usableFromInline package var label: Label?
    /// The current value as a view, if given.
    package var currentValueLabel: CurrentValueLabel?
    /// The fraction done, 0 to 1; nil while indeterminate.
    package var fractionCompleted: Double?
}
