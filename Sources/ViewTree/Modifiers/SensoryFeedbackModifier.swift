/// The modifier `sensoryFeedback(_:trigger:)` applies: `feedback` played each time `trigger`
/// changes. A terminal plays none; the values are kept for the inspector.
public struct SensoryFeedbackModifier<Trigger> where Trigger: Equatable {
    /// What is played.
    public var feedback: SensoryFeedback
    /// The value whose changes play it.
    public var trigger: Trigger

    /// Creates the modifier.
    public init(feedback: SensoryFeedback, trigger: Trigger) {
        self.feedback = feedback
        self.trigger = trigger
    }
}

extension SensoryFeedbackModifier: Sendable where Trigger: Sendable {}
