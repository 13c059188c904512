import Foundation

extension ProgressView: View, _LabelledControl where Label: View, CurrentValueLabel: View {
    /// The label, if any.
    @inlinable public nonisolated var _controlLabel: Label? {
        switch base {
        case .custom(let custom): custom.label
        case .observing: nil
        }
    }
}

/// The fraction of `total` that `value` is, within 0...1; nil (indeterminate) without a value.
private func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
    guard let value else { return nil }
    let whole = Double(total), part = Double(value)
    guard whole > 0, part.isFinite, whole.isFinite else { return 0 }
    return min(max(part / whole, 0), 1)
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view, as `ProgressView()`.
    public init() {
        self = .make(label: nil, currentValueLabel: nil, fractionCompleted: nil)
    }

    /// Creates a progress view of a Foundation `Progress`, as `ProgressView(progress)`: it shows the
    /// progress's fraction completed, or spins while the progress is indeterminate.
    public init(_ progress: Progress) {
        self = .make(observing: progress)
    }

    /// Creates a progress view of `value` out of `total`, as `ProgressView(value: 0.3)`; nil is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self = .make(label: nil, currentValueLabel: nil, fractionCompleted: fraction(value, of: total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a label view.
    public init(@ViewBuilder label: () -> Label) {
        self = .make(label: label(), currentValueLabel: nil, fractionCompleted: nil)
    }

    /// Creates a progress view of `value` out of `total` with a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), currentValueLabel: nil, fractionCompleted: fraction(value, of: total))
    }
}

extension ProgressView {
    /// Creates a progress view of `value` out of `total` with a label view and a view of the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self = .make(label: label(), currentValueLabel: currentValueLabel(), fractionCompleted: fraction(value, of: total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a localized title, as `ProgressView("Loading")`.
    public init(_ titleKey: LocalizedStringKey) {
        self = .make(label: Text(titleKey), currentValueLabel: nil, fractionCompleted: nil)
    }

    /// Creates an indeterminate progress view with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self = .make(label: Text(title), currentValueLabel: nil, fractionCompleted: nil)
    }

    /// Creates a progress view of `value` out of `total` with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self = .make(label: Text(titleKey), currentValueLabel: nil, fractionCompleted: fraction(value, of: total))
    }

    /// Creates a progress view of `value` out of `total` with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self = .make(label: Text(title), currentValueLabel: nil, fractionCompleted: fraction(value, of: total))
    }
}

// MARK: `ProgressView(timerInterval:countsDown:)`

/// The current-value label of a progress view over a time interval, as SwiftUI's
/// `DefaultDateProgressLabel`: the time left (or, counting up, the time passed) as a timer Text.
public struct DefaultDateProgressLabel {
    /// The interval the progress runs over.
    public let interval: ClosedRange<Date>
    /// Whether the progress counts down to the interval's end (else up from its start).
    public let countsDown: Bool

    /// The timer: a Text of the interval's end (counting down) or start (counting up) in the `.timer` style.
    public var body: Text {
        Text(countsDown ? interval.upperBound : interval.lowerBound, style: .timer)
    }
}

/// The fraction of `interval` shown at `now`: the part left when counting down, else the part passed.
private func fraction(of interval: ClosedRange<Date>, countsDown: Bool, now: Date = DrawingClock.now) -> Double {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let passed = total > 0 ? min(max(now.timeIntervalSince(interval.lowerBound) / total, 0), 1) : 1
    return countsDown ? 1 - passed : passed
}

extension ProgressView {
    /// Creates a progress view over `timerInterval` with a label view and a view of the current value.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self = .make(label: label(), currentValueLabel: currentValueLabel(), fractionCompleted: fraction(of: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view over `timerInterval` with a label view; the current value is the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self = .make(label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
                     fractionCompleted: fraction(of: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view over `timerInterval`, as `ProgressView(timerInterval: start...end)`:
    /// the bar empties (or, not counting down, fills) as the time passes; the current value is the timer.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self = .make(label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown),
                     fractionCompleted: fraction(of: timerInterval, countsDown: countsDown))
    }
}

// Conformances declared apart from their types, so that the types are not isolated to the main
// actor as these protocols are: the package reads and makes them from code that is not isolated.
extension DefaultDateProgressLabel: View {}

// MARK: `ProgressView(configuration)` in a ProgressViewStyle's body

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style is styling, as `ProgressView(configuration)` in a
    /// ``ProgressViewStyle``'s body: its fraction done and its labels' stand-ins.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self = .make(label: configuration.label, currentValueLabel: configuration.currentValueLabel,
                     fractionCompleted: configuration.fractionCompleted)
    }
}

// The built-in styles, whose bodies are the progress view of the configuration (drawn in each
// style's look); their conformances are declared apart from the types, so that the types are not
// isolated to the main actor as the protocol is.
extension DefaultProgressViewStyle: ProgressViewStyle {
    /// The progress view of the configuration.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension LinearProgressViewStyle: ProgressViewStyle {
    /// The progress view of the configuration.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension CircularProgressViewStyle: ProgressViewStyle {
    /// The progress view of the configuration.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
