import Foundation

extension MultiDatePicker: View, _LabelledControl where Label: View {
    /// The label.
    @inlinable public nonisolated var _controlLabel: Label { label }
}

extension MultiDatePicker where Label: View {
    /// Creates a picker of any dates with a label view, as `MultiDatePicker(selection: $dates) { Text("Days") }`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection)
    }

    /// Creates a picker of the dates in `bounds` with a label view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, minimumDate: bounds.lowerBound, maximumDate: bounds.upperBound)
    }

    /// Creates a picker of the dates from `bounds`' start on, with a label view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, minimumDate: bounds.lowerBound)
    }

    /// Creates a picker of the dates before `bounds`' end, with a label view.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), selection: selection, maximumDate: bounds.upperBound)
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates a picker of any dates with a localized title, as `MultiDatePicker("Days", selection: $dates)`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self = .make(label: Text(titleKey), selection: selection)
    }

    /// Creates a picker of any dates with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self = .make(label: Text(title), selection: selection)
    }

    /// Creates a picker of the dates in `bounds` with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self = .make(label: Text(titleKey), selection: selection, minimumDate: bounds.lowerBound, maximumDate: bounds.upperBound)
    }

    /// Creates a picker of the dates in `bounds` with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self = .make(label: Text(title), selection: selection, minimumDate: bounds.lowerBound, maximumDate: bounds.upperBound)
    }

    /// Creates a picker of the dates from `bounds`' start on, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self = .make(label: Text(titleKey), selection: selection, minimumDate: bounds.lowerBound)
    }

    /// Creates a picker of the dates from `bounds`' start on, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self = .make(label: Text(title), selection: selection, minimumDate: bounds.lowerBound)
    }

    /// Creates a picker of the dates before `bounds`' end, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self = .make(label: Text(titleKey), selection: selection, maximumDate: bounds.upperBound)
    }

    /// Creates a picker of the dates before `bounds`' end, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self = .make(label: Text(title), selection: selection, maximumDate: bounds.upperBound)
    }
}
