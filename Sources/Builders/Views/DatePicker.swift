import Foundation

extension DatePicker: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension DatePicker {
    /// The parts of a date a picker shows, as SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents
}

extension DatePicker where Label: View {
    /// Creates a date picker with a label view, as `DatePicker(selection: $date) { Text("Due") }`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates in `range`, with a label view.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates from `range`'s start on, with a label view.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, minimumDate: range.lowerBound, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates up to `range`'s end, with a label view.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, maximumDate: range.upperBound, displayedComponents: displayedComponents)
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a localized title, as `DatePicker("Due", selection: $date, displayedComponents: [.date])`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(titleKey), selection: selection, displayedComponents: displayedComponents)
    }

    /// Creates a date picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(title), selection: selection, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates in `range` with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(titleKey), selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
                     displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates in `range` with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(title), selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
                     displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates from `range`'s start on, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(titleKey), selection: selection, minimumDate: range.lowerBound, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates from `range`'s start on, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(title), selection: selection, minimumDate: range.lowerBound, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates up to `range`'s end, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(titleKey), selection: selection, maximumDate: range.upperBound, displayedComponents: displayedComponents)
    }

    /// Creates a date picker of the dates up to `range`'s end, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self = .make(label: Text(title), selection: selection, maximumDate: range.upperBound, displayedComponents: displayedComponents)
    }
}
