import Builders

extension ModifierDescriptor {
    /// `sensoryFeedback(_:trigger:)`.
    static let sensoryFeedback = ModifierDescriptor(typeNames: ["SensoryFeedbackModifier"], method: "sensoryFeedback")
}

extension InspectableView {
    /// The feedback `sensoryFeedback(_:trigger:)` plays when its trigger changes.
    public func sensoryFeedback() throws -> SensoryFeedback {
        try modifierAttribute("SensoryFeedbackModifier", "feedback", SensoryFeedback.self, call: "sensoryFeedback(_:trigger:)")
    }
}
