import Foundation

/// A view that shows progress, as SwiftUI's `ProgressView`: its `base` holds a
/// ``CustomProgressView`` (at `base|custom`) with the optional `label`, the optional
/// `currentValueLabel` and `fractionCompleted` (nil while the progress is indeterminate), or
/// an ``ObservingProgressView`` (at `base|observing`) showing a Foundation `Progress`.
public struct ProgressView<Label, CurrentValueLabel> {
    /// How the progress is known.
    public enum Base {
        /// Progress given by a value (or none: indeterminate).
        case custom(CustomProgressView<Label, CurrentValueLabel>)
        /// Progress given by a Foundation `Progress`, as `ProgressView(progress)`.
        case observing(ObservingProgressView)
    }

    /// The progress and its labels.
    @usableFromInline package var base: Base

    /// A progress view from its parts.
    package static func make(label: Label?, currentValueLabel: CurrentValueLabel?, fractionCompleted: Double?) -> ProgressView {
        ProgressView(base: .custom(CustomProgressView(label: label, currentValueLabel: currentValueLabel, fractionCompleted: fractionCompleted)))
    }

    /// A progress view of a Foundation `Progress`.
    package static func make(observing progress: Progress) -> ProgressView {
        ProgressView(base: .observing(ObservingProgressView(progress: progress)))
    }
}

/// The progress of a ``ProgressView`` given by a Foundation `Progress`, at `progress`.
public struct ObservingProgressView {
    /// The progress shown; read each time the view is drawn or inspected.
    package var progress: Progress

    /// The fraction done, 0 to 1, or nil while the progress is indeterminate (as
    /// `Progress.isIndeterminate` says: no total or no completed count yet).
    package var fractionCompleted: Double? {
        progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
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
