/// A haptic or sound a view plays when a value changes, as `sensoryFeedback(_:trigger:)` takes it
/// (a terminal plays none: recorded).
public struct SensoryFeedback: Sendable, Hashable, CustomStringConvertible {
    /// The feedback's name.
    package let name: String

    package init(_ name: String) {
        self.name = name
    }

    /// A task succeeded.
    public static let success = SensoryFeedback("success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback("warning")
    /// A task failed.
    public static let error = SensoryFeedback("error")
    /// The selection changed.
    public static let selection = SensoryFeedback("selection")
    /// A value went up.
    public static let increase = SensoryFeedback("increase")
    /// A value went down.
    public static let decrease = SensoryFeedback("decrease")
    /// An activity started.
    public static let start = SensoryFeedback("start")
    /// An activity stopped.
    public static let stop = SensoryFeedback("stop")
    /// A view snapped into alignment.
    public static let alignment = SensoryFeedback("alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback("levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback("impact")

    /// The feedback's name, such as `success`.
    public var description: String { name }
}
