import Foundation

// MARK: `ProgressView(timerInterval:countsDown:)`

/// The current-value label of a progress view over a time interval, as SwiftUI's
/// `DefaultDateProgressLabel`: the time left (or, counting up, the time passed) as a timer Text.
public struct DefaultDateProgressLabel: View {
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
private func fraction(of interval: ClosedRange<Date>, countsDown: Bool, now: Date = Date()) -> Double {
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
