import Foundation

/// A control that picks a date, as SwiftUI's `DatePicker`: its `label`, its date binding at
/// `_selection`, the dates it allows (`minimumDate`, `maximumDate`) and the parts it shows
/// (`displayedComponents`).
public struct DatePicker<Label> {
    /// What the date is for.
    @usableFromInline package var label: Label
    /// The picked date.
    package var _selection: Binding<Date>
    /// The earliest date allowed, if any.
    package var minimumDate: Date?
    /// The latest date allowed, if any.
    package var maximumDate: Date?
    /// The parts of the date shown.
    package var displayedComponents: DatePickerComponents

    /// A date picker from its parts. (A factory, not an init, so that a trailing closure never binds here.)
    package static func make(
        label: Label, selection: Binding<Date>, minimumDate: Date? = nil, maximumDate: Date? = nil, displayedComponents: DatePickerComponents
    ) -> DatePicker {
        DatePicker(label: label, _selection: selection, minimumDate: minimumDate, maximumDate: maximumDate, displayedComponents: displayedComponents)
    }
}
