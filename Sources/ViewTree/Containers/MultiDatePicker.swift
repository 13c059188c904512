import Foundation

/// A control that picks several dates, as SwiftUI's `MultiDatePicker`: its `label`, the picked
/// dates as date components at `_selection`, and the dates it allows (`minimumDate`, and
/// `maximumDate`, the first date no longer allowed).
public struct MultiDatePicker<Label> {
    /// What the dates are for.
    @usableFromInline package var label: Label
    /// The picked dates.
    package var _selection: Binding<Set<DateComponents>>
    /// The earliest date allowed, if any.
    package var minimumDate: Date?
    /// The first date past the allowed ones, if any.
    package var maximumDate: Date?

    /// A picker from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(label: Label, selection: Binding<Set<DateComponents>>, minimumDate: Date? = nil, maximumDate: Date? = nil) -> MultiDatePicker {
        MultiDatePicker(label: label, _selection: selection, minimumDate: minimumDate, maximumDate: maximumDate)
    }
}
